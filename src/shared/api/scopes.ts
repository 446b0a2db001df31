/** Spec section 5.2. */
export const SCOPES = [
  'competition.read',
  'competition.write',
  'playground.read',
  'playground.write',
  'contributor-network.read',
  'contributor-network.write',
] as const;
export type Scope = (typeof SCOPES)[number];
