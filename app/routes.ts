import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("enquiry", "routes/enquiry.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
