import { authCardErrorLabels } from '@admissions/contracts';
import { useApi } from '../api/ApiContext.tsx';
import { useToasts } from '../toasts/ToastContext.tsx';
import { PrimaryButton } from '../ui/Button.tsx';
import { TextField } from '../ui/TextField.tsx';
import { AuthCard } from './AuthCard.tsx';
import { AuthFooterLink } from './AuthFooterLink.tsx';
import { validateForgot } from './authValidation.ts';
import { useAuthForm } from './useAuthForm.ts';

/** /forgot: asks for a reset link; the server's message shows in a success toast. */
export function ForgotCard() {
  const api = useApi();
  const { showSuccess } = useToasts();
  const form = useAuthForm({
    initialValues: { username: '' },
    validate: validateForgot,
    errorLabel: authCardErrorLabels.forgot,
    submit: async ({ username }) => {
      const { message } = await api.forgotPassword({ username: username.trim() });
      showSuccess(message);
    },
  });
  return (
    <AuthCard
      title="Forgot Password"
      intro={<p>Enter the email address of your account and we will email you a link to reset your password.</p>}
      footer={<AuthFooterLink question="Remembered your password?" to="/login" label="Sign In" />}
    >
      <form id={form.formId} noValidate onSubmit={form.onSubmit} aria-label="Forgot Password">
        <TextField {...form.fieldProps('username')} label="Email Address" type="email" autoComplete="email" />
        <PrimaryButton type="submit" aria-disabled={form.busy}>
          {form.busy ? 'Sending…' : 'Send Reset Link'}
        </PrimaryButton>
      </form>
    </AuthCard>
  );
}
