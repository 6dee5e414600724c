/** What the ID-card feature reads from MembershipConfig, once at start-up. */
export interface IdCardSettings {
  /** The portal's address, without a trailing slash; QR codes open `<publicUrl>/verify/…`. */
  publicUrl: string;
  signingSecret: string;
  associationName: string;
}

export const ID_CARD_SETTINGS = Symbol('ID_CARD_SETTINGS');
