import { authCardErrorLabels, limits } from '@admissions/contracts';
import { useLocation, useNavigate } from '../routing/index.ts';
import { useApi } from '../api/ApiContext.tsx';
import { readNavigationState } from '../navigation/navigationState.ts';
import { PrimaryButton } from '../ui/Button.tsx';
import { TextField } from '../ui/TextField.tsx';
import { AuthCard } from './AuthCard.tsx';
import { AuthFooterLink } from './AuthFooterLink.tsx';
import { validateConfirm } from './authValidation.ts';
import { useAuthForm } from './useAuthForm.ts';

/** /confirm: the username comes through navigation state; on success go to /login with the message. */
export function ConfirmCard() {
  const api = useApi();
  const navigate = useNavigate();
  const { username, studentAnswers } = readNavigationState(useLocation().state);
  const form = useAuthForm({
    initialValues: { username: username ?? '', code: '' },
    validate: validateConfirm,
    errorLabel: authCardErrorLabels.confirm,
    submit: async (values) => {
      const { message } = await api.confirm({ username: values.username.trim(), code: values.code.trim() });
      navigate('/login', { state: { username: values.username.trim(), successMessage: message, studentAnswers } });
    },
  });
  return (
    <AuthCard
      title="Confirm Your Account"
      intro={<p>We emailed you a {limits.confirmationCodeLength}-digit confirmation code. Enter it below.</p>}
      footer={<AuthFooterLink question="Already confirmed your account?" to="/login" label="Sign In" />}
    >
      <form id={form.formId} noValidate onSubmit={form.onSubmit} aria-label="Confirm Your Account">
        <TextField {...form.fieldProps('username')} label="Email Address" type="email" autoComplete="email" />
        <TextField
          {...form.fieldProps('code')}
          label="Confirmation Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={limits.confirmationCodeLength}
        />
        <PrimaryButton type="submit" aria-disabled={form.busy}>
          {form.busy ? 'Confirming…' : 'Confirm'}
        </PrimaryButton>
      </form>
    </AuthCard>
  );
}
