import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { CardPass, CardPublicKeysAnswer } from '@portal/contracts';
import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { CardPassSigner, keyIdOf, rawPublicKey, readPrivateKey } from './card-pass-signer';
import { CardSigningKeysRepository } from './card-signing-keys.repository';
import { ID_CARD_SETTINGS, IdCardSettings } from './id-card.settings';

/**
 * The association's Ed25519 key for the pass in ID card QR codes (issue 30). With ID_CARD_PASS_PRIVATE_KEY set
 * (required in production) that key signs; otherwise one is generated at first start and kept in the database.
 * Every key ever current stays listed, so cards printed before a rotation still verify (README, "ID card keys").
 */
@Injectable()
export class CardKeys implements OnModuleInit {
  private signer: CardPassSigner | null = null;

  constructor(
    private readonly keys: CardSigningKeysRepository,
    @Inject(ID_CARD_SETTINGS) private readonly settings: IdCardSettings,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.settings.passPrivateKey) {
      const privateKey = readPrivateKey(this.settings.passPrivateKey);
      const publicKey = createPublicKey(privateKey);
      await this.keys.makeCurrent(keyIdOf(publicKey), rawPublicKey(publicKey), null);
      this.signer = new CardPassSigner(privateKey);
      return;
    }
    const generated = generateKeyPairSync('ed25519');
    const row = await this.keys.currentOrAdd(
      keyIdOf(generated.publicKey),
      rawPublicKey(generated.publicKey),
      generated.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    );
    this.signer = new CardPassSigner(readPrivateKey(row.private_key!));
  }

  /** The signed token of a member's pass. */
  token(pass: CardPass): string {
    if (!this.signer) throw new Error('card keys are not loaded yet');
    return this.signer.token(pass);
  }

  async publicKeys(): Promise<CardPublicKeysAnswer> {
    const rows = await this.keys.all();
    return {
      keys: rows.map((row) => ({
        kid: row.kid,
        publicKey: row.public_key,
        current: row.current,
        createdAt: row.created_at.toISOString(),
      })),
    };
  }
}
