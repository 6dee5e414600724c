/** What the ID-card feature reads from MembershipConfig, once at start-up. */
export interface IdCardSettings {
  /** The portal's address, without a trailing slash; QR codes open `<publicUrl>/verify/…`. */
  publicUrl: string;
  signingSecret: string;
  /** ID_CARD_PASS_PRIVATE_KEY: the Ed25519 key that signs the pass in QR codes; unset: generated and kept in the database. */
  passPrivateKey: string | undefined;
  associationName: string;
}

export const ID_CARD_SETTINGS = Symbol('ID_CARD_SETTINGS');
