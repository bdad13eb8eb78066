import { useTranslation } from 'react-i18next';
import { UiProvider } from '@haulstop/shared/ui/core';
import { SignUpForm } from '../features/auth/SignUpForm';
import { PublicFrame } from '../public-ui/PublicFrame';

/** Sign-up at /signup and /SignUpPage; its form brings Chakra (the frame is plain, see PublicFrame). */
export function SignUpPage() {
  const { t } = useTranslation();
  return (
    <PublicFrame title={t('host.signup.title')} maxW="460px">
      <UiProvider>
        <SignUpForm />
      </UiProvider>
    </PublicFrame>
  );
}
