import { authCardErrorLabels } from '@admissions/contracts';
import { useNavigate } from '../routing/index.ts';
import { useApi } from '../api/ApiContext.tsx';
import { useCarriedAnswers } from '../navigation/useCarriedAnswers.ts';
import { PrimaryButton } from '../ui/Button.tsx';
import { TextField } from '../ui/TextField.tsx';
import { AuthCard } from './AuthCard.tsx';
import { AuthFooterLink } from './AuthFooterLink.tsx';
import { validateSignup } from './authValidation.ts';
import { PasswordRequirements } from './PasswordRequirements.tsx';
import { useAuthForm } from './useAuthForm.ts';

/** /signup: create an account; on success go to /confirm with the username and the server's message. */
export function SignupCard() {
  const api = useApi();
  const navigate = useNavigate();
  const studentAnswers = useCarriedAnswers();
  const form = useAuthForm({
    initialValues: { username: '', password: '' },
    validate: validateSignup,
    errorLabel: authCardErrorLabels.signup,
    submit: async ({ username, password }) => {
      const { message } = await api.signup({ username: username.trim(), password });
      navigate('/confirm', { state: { username: username.trim(), successMessage: message, studentAnswers } });
    },
  });
  return (
    <AuthCard
      title="Create Account"
      intro={<p>Create an account to save your answers and submit your application.</p>}
      footer={<AuthFooterLink question="Already have an account?" to="/login" label="Sign In" />}
    >
      <form id={form.formId} noValidate onSubmit={form.onSubmit} aria-label="Create Account">
        <TextField {...form.fieldProps('username')} label="Email Address" type="email" autoComplete="email" />
        <TextField
          {...form.fieldProps('password')}
          label="Password"
          type="password"
          autoComplete="new-password"
          describedBy="password-requirements"
        />
        <PasswordRequirements id="password-requirements" password={form.values.password} />
        <PrimaryButton type="submit" aria-disabled={form.busy}>
          {form.busy ? 'Creating Account…' : 'Create Account'}
        </PrimaryButton>
      </form>
    </AuthCard>
  );
}
