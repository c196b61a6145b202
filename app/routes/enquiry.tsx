/** Placeholder: the server-rendered enquiry page (the dialog's form without JavaScript). */
export default function EnquiryPage() {
  return <main className="container-page py-16" />;
}
