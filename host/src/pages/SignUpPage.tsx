import { useTranslation } from 'react-i18next';
import { SignUpForm } from '../features/auth/SignUpForm';
import { PublicFrame } from '../features/layout/PublicFrame';

/** Sign-up at /signup and /SignUpPage (SPEC §2.1, §2.2). */
export function SignUpPage() {
  const { t } = useTranslation();
  return (
    <PublicFrame title={t('host.signup.title')} maxW="460px">
      <SignUpForm />
    </PublicFrame>
  );
}
