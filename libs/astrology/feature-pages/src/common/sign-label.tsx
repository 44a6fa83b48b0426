import { SIGN_SYMBOLS } from '@meydan/astrology/ui';
import { useTranslation } from '@meydan/shared/util/translate';

/** A sign's symbol (decorative) and its name in the edition. */
export function SignLabel({ sign }: { sign: number }) {
  const { t } = useTranslation('astrology');
  return (
    <span className="sign-label">
      <span className={`sign-label__symbol sign-label__symbol--${sign}`} aria-hidden="true">
        {SIGN_SYMBOLS[sign]}
      </span>
      <span className="sign-label__name">{t(`signs.${sign}`)}</span>
    </span>
  );
}
