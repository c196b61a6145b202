/**
 * Licensed brokerages and agents for the demo (decisions 012, 013), and the trust fields every
 * listing carries: its agent, permit (Dubai only), reference and verification. Shared by the
 * demo seed and the 100,000-listing generator, so both fill the fields the same way without drawing from the listings' own random
 * stream (the demo's ids stay what they were).
 */
import type * as t from "../schema";
import { type Art, avatarArt, logoArt } from "./art";
import { AGENTS, BROKERAGES } from "./data-agents";
import type { PropertyRow } from "./properties";
import { hashString } from "./random";

const DAY = 86_400_000;

export type AgentRef = { id: string; prefix: string; areas: Set<string> };

/** Finds an agent for a listing: one who serves its community, else one spread evenly over all. */
export type AgentPicker = (locationId: string, seq: number) => AgentRef;

export function agentPicker(agents: AgentRef[]): AgentPicker {
  const byLocation = new Map<string, AgentRef[]>();
  for (const a of agents) for (const loc of a.areas) byLocation.set(loc, [...(byLocation.get(loc) ?? []), a]);
  return (locationId, seq) => {
    const local = byLocation.get(locationId);
    const list = local?.length ? local : agents;
    return list[seq % list.length] as AgentRef;
  };
}

/** Rows of the demo's brokerages, agents and the areas they serve; images go through `store`. */
export function buildAgents(
  uuid: () => string,
  store: (art: Art) => string,
  locationIdOf: (label: string) => string | undefined,
) {
  const brokerageId = new Map<string, string>();
  const brokerages: (typeof t.brokerages.$inferInsert)[] = BROKERAGES.map((b, i) => {
    const id = uuid();
    brokerageId.set(b.slug, id);
    const { prefix: _prefix, areas: _areas, ...row } = b;
    return { ...row, id, logoImageId: store(logoArt(b.name, "Real Estate Brokers", 20 + i)) };
  });
  const refs: AgentRef[] = [];
  const areas: (typeof t.agentAreas.$inferInsert)[] = [];
  const agents: (typeof t.agents.$inferInsert)[] = AGENTS.map((a, i) => {
    const id = uuid();
    const brokerage = BROKERAGES.find((b) => b.slug === a.brokerage) as (typeof BROKERAGES)[number];
    const served = a.areas.map(locationIdOf).filter((x): x is string => Boolean(x));
    for (const locationId of served) areas.push({ agentId: id, locationId });
    refs.push({ id, prefix: brokerage.prefix, areas: new Set(served) });
    const { brokerage: _b, areas: _a, ...row } = a;
    return {
      ...row,
      id,
      brokerageId: brokerageId.get(a.brokerage) as string,
      photoImageId: store(avatarArt(a.name, 40 + i)),
    };
  });
  return { brokerages, agents, agentAreas: areas, refs };
}

/**
 * A Trakheesi permit number (10 digits) unique to a listing's sequence number: multiplying
 * by a prime coprime with 10^9 permutes 0..10^9-1, so distinct sequences never collide
 * (the live-permit index is unique) yet the numbers do not read as a counter.
 */
export function permitNumber(seq: number): string {
  return String(7_000_000_000 + ((seq * 7919) % 1_000_000_000));
}

/**
 * Fills a listing's trust fields (decision 013) from its sequence number alone (no random
 * draws): an agent for its place, a permit for Dubai listings expiring 10-400 days from `now`
 * (about one in six within 60 days), a reference with the agency's prefix, and about half verified a few days after listing. Completion and furnishing come with the
 * listing's own details (properties.ts), so its title, tag and text agree with them.
 */
export function withTrust(p: PropertyRow, seq: number, isDubai: boolean, pick: AgentPicker, now: Date): PropertyRow {
  const h = hashString(`trust:${seq}`);
  const agent = pick(p.locationId as string, seq);
  const soon = h % 6 === 0;
  const expiryDays = soon ? 10 + (h % 50) : 61 + (h % 340);
  const created = p.createdAt instanceof Date ? p.createdAt : now;
  const verified = (h >>> 3) % 2 === 0;
  return {
    ...p,
    agentId: agent.id,
    permitNumber: isDubai ? permitNumber(seq) : null,
    permitExpiry: isDubai ? new Date(now.getTime() + expiryDays * DAY).toISOString().slice(0, 10) : null,
    referenceNumber: `${agent.prefix}-${seq}`,
    verifiedAt: verified ? new Date(Math.min(now.getTime(), created.getTime() + (1 + ((h >>> 10) % 6)) * DAY)) : null,
  };
}
