import { authCardErrorLabels } from '@admissions/contracts';
import { Link, useNavigate, useSearchParams } from '../routing/index.ts';
import { useApi } from '../api/ApiContext.tsx';
import { useCarriedAnswers } from '../navigation/useCarriedAnswers.ts';
import { PrimaryButton } from '../ui/Button.tsx';
import { TextField } from '../ui/TextField.tsx';
import { AuthCard } from './AuthCard.tsx';
import { AuthFooterLink } from './AuthFooterLink.tsx';
import { validateReset } from './authValidation.ts';
import { PasswordRequirements } from './PasswordRequirements.tsx';
import { useAuthForm } from './useAuthForm.ts';

/** /reset?username=..&id=..: sets a new password; on success go to /login with the message. */
export function ResetCard() {
  const api = useApi();
  const navigate = useNavigate();
  const studentAnswers = useCarriedAnswers();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const form = useAuthForm({
    initialValues: { username: params.get('username') ?? '', password: '', confirm_password: '' },
    validate: validateReset,
    errorLabel: authCardErrorLabels.reset,
    submit: async (values) => {
      const { message } = await api.resetPassword({ ...values, username: values.username.trim(), id });
      navigate('/login', { state: { username: values.username.trim(), successMessage: message, studentAnswers } });
    },
  });
  const footer = <AuthFooterLink question="Remembered your password?" to="/login" label="Sign In" />;
  if (!id) {
    return (
      <AuthCard title="Reset Password" footer={footer}>
        <p role="alert">
          This password reset link is incomplete. Please use the link from your email, or{' '}
          <Link to="/forgot">request a new one</Link>.
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Reset Password" intro={<p>Choose a new password for your account.</p>} footer={footer}>
      <form id={form.formId} noValidate onSubmit={form.onSubmit} aria-label="Reset Password">
        <TextField {...form.fieldProps('username')} label="Email Address" type="email" autoComplete="username" />
        <TextField
          {...form.fieldProps('password')}
          label="New Password"
          type="password"
          autoComplete="new-password"
          describedBy="password-requirements"
        />
        <PasswordRequirements id="password-requirements" password={form.values.password} />
        <TextField
          {...form.fieldProps('confirm_password')}
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
        />
        <PrimaryButton type="submit" aria-disabled={form.busy}>
          {form.busy ? 'Resetting…' : 'Reset Password'}
        </PrimaryButton>
      </form>
    </AuthCard>
  );
}
