import { useCommonTexts } from '../i18n/common-texts';
import { passwordStrength, STRENGTH_LEVELS } from '../lib/password-strength';
import './password-strength-meter.css';

const SEGMENTS = 4;

/** Live strength read-out under a new password (spec part 2 §5); silent until something is typed. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const t = useCommonTexts();
  if (!password) return null;
  const strength = passwordStrength(password);
  const { filled, colour } = STRENGTH_LEVELS[strength];
  return (
    <div className="strength-meter" data-testid="password-strength">
      <div className="strength-bar" aria-hidden>
        {Array.from({ length: SEGMENTS }, (_, index) => (
          <span key={index} style={{ background: index < filled ? colour : undefined }} />
        ))}
      </div>
      <p className="strength-text" aria-live="polite">
        {t('passwordStrength.label')}{' '}
        <strong style={{ color: colour }}>{t(`passwordStrength.levels.${strength}`)}</strong>
      </p>
    </div>
  );
}
