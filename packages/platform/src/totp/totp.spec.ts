import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUrl, totpCode, totpStep } from './totp';

// RFC 6238 appendix B's SHA-1 secret: the ASCII "12345678901234567890".
const RFC_SECRET = Buffer.from('12345678901234567890', 'ascii');
const RFC_SECRET_BASE32 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('base32 (RFC 4648)', () => {
  it('encodes and decodes the RFC 4648 section 10 test vectors', () => {
    const vectors: [string, string][] = [
      ['', ''],
      ['f', 'MY'],
      ['fo', 'MZXQ'],
      ['foo', 'MZXW6'],
      ['foob', 'MZXW6YQ'],
      ['fooba', 'MZXW6YTB'],
      ['foobar', 'MZXW6YTBOI'],
    ];
    for (const [plain, encoded] of vectors) {
      assert.equal(base32Encode(Buffer.from(plain)), encoded);
      assert.equal(base32Decode(encoded).toString(), plain);
    }
  });

  it('reads a secret typed in lower case with spaces and padding, and refuses other characters', () => {
    assert.equal(base32Decode('mzxw 6ytb oi======').toString(), 'foobar');
    assert.equal(base32Encode(RFC_SECRET), RFC_SECRET_BASE32);
    assert.throws(() => base32Decode('MZXW1'), /not a base32 character/);
  });
});

describe('TOTP (RFC 6238, SHA-1)', () => {
  it('computes the RFC 6238 appendix B codes (the last 6 of its 8 digits)', () => {
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of vectors) {
      assert.equal(totpCode(RFC_SECRET_BASE32, seconds * 1000, 8), code, `T=${seconds}`);
      assert.equal(totpCode(RFC_SECRET_BASE32, seconds * 1000), code.slice(2), `T=${seconds}, 6 digits`);
    }
  });

  it('computes the RFC 4226 appendix D HOTP values', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871'];
    expected.forEach((code, counter) => assert.equal(hotp(RFC_SECRET, counter), code));
  });

  it('accepts the code of the step before and after (clock drift) and says which step matched', () => {
    const at = 1111111111 * 1000;
    const step = totpStep(at);
    assert.equal(matchTotp(RFC_SECRET_BASE32, totpCode(RFC_SECRET_BASE32, at), at), step);
    assert.equal(matchTotp(RFC_SECRET_BASE32, totpCode(RFC_SECRET_BASE32, at - 30_000), at), step - 1);
    assert.equal(matchTotp(RFC_SECRET_BASE32, totpCode(RFC_SECRET_BASE32, at + 30_000), at), step + 1);
  });

  it('refuses a code two steps away, a wrong code and anything but six digits', () => {
    const at = 1234567890 * 1000;
    assert.equal(matchTotp(RFC_SECRET_BASE32, totpCode(RFC_SECRET_BASE32, at - 60_000), at), null);
    assert.equal(matchTotp(RFC_SECRET_BASE32, '000000', at), null);
    assert.equal(matchTotp(RFC_SECRET_BASE32, '5924', at), null);
    assert.equal(matchTotp(RFC_SECRET_BASE32, 'abcdef', at), null);
    assert.equal(matchTotp(RFC_SECRET_BASE32, '005 924', at), totpStep(at));
  });

  it('writes the otpauth link authenticator apps scan', () => {
    assert.equal(
      otpauthUrl('JBSWY3DPEHPK3PXP', 'KPWA Portal', 'admin@kpwa.in'),
      'otpauth://totp/KPWA%20Portal:admin%40kpwa.in?secret=JBSWY3DPEHPK3PXP&issuer=KPWA%20Portal&algorithm=SHA1&digits=6&period=30',
    );
  });
});
