import { authCardErrorLabels } from '@admissions/contracts';
import { Link, useLocation, useNavigate } from '../routing/index.ts';
import { useAppServices } from '../app/AppProviders.tsx';
import { useApi } from '../api/ApiContext.tsx';
import { readNavigationState } from '../navigation/navigationState.ts';
import { useSession } from '../session/SessionContext.tsx';
import { useTenant } from '../tenant/TenantContext.tsx';
import { LinkButton, PrimaryButton } from '../ui/Button.tsx';
import { ErrorIcon } from '../ui/icons.tsx';
import { TextField } from '../ui/TextField.tsx';
import { AuthCard } from './AuthCard.tsx';
import { AuthFooterLink } from './AuthFooterLink.tsx';
import styles from './LoginCard.module.css';
import { validateLogin, validateResend } from './authValidation.ts';
import { useAuthForm } from './useAuthForm.ts';

/**
 * /login: shows an errorMessage from navigation state (logout, inactivity,
 * invalid session) above the form, as well as in its error toast; on success goes to the default route carrying the message
 * and any answers typed before login.
 */
export function LoginCard() {
  const api = useApi();
  const { queries } = useAppServices();
  const navigate = useNavigate();
  const session = useSession();
  const { bundle } = useTenant();
  const defaultRoute = bundle.config.defaultRoute;
  const { username, errorMessage, studentAnswers } = readNavigationState(useLocation().state);
  const form = useAuthForm({
    initialValues: { username: username ?? '', password: '' },
    validate: validateLogin,
    errorLabel: authCardErrorLabels.login,
    submit: async (values) => {
      const { message } = await api.login({
        username: values.username.trim(),
        password: values.password,
        default_route: defaultRoute,
      });
      // A new session: nothing cached for a previous user may leak into it.
      queries.clear();
      session.store.setState({
        hydratedFor: null,
        hasChangedPage: false,
        conflict: null,
        serverErrors: null,
        forcedLoggedOut: false,
      });
      session.refreshLoggedIn();
      navigate(defaultRoute, { state: { successMessage: message, studentAnswers } });
    },
  });

  const resend = () =>
    form.run(
      validateResend(form.values),
      async () => {
        const trimmed = form.values.username.trim();
        const { message } = await api.resendConfirm({ username: trimmed });
        navigate('/confirm', { state: { username: trimmed, successMessage: message, studentAnswers } });
      },
      authCardErrorLabels.resend,
      validateResend,
    );

  return (
    <AuthCard
      title="Sign In"
      intro={
        errorMessage ? (
          // The same message shows in an error toast (announced by its live region); this copy stays for an
          // applicant who comes back to the tab after the toast has gone (an inactivity logout).
          <div className={styles.notice} data-notice="error">
            <ErrorIcon />
            <p>{errorMessage}</p>
          </div>
        ) : (
          <p>Sign in to continue your application.</p>
        )
      }
      footer={<AuthFooterLink question="Don't have an account?" to="/signup" label="Create Account" />}
    >
      <form id={form.formId} noValidate onSubmit={form.onSubmit} aria-label="Sign In">
        <TextField {...form.fieldProps('username')} label="Email Address" type="email" autoComplete="username" />
        <TextField {...form.fieldProps('password')} label="Password" type="password" autoComplete="current-password" />
        <p className={styles.links}>
          <Link to="/forgot" state={studentAnswers ? { studentAnswers } : undefined}>
            Forgot password?
          </Link>
          <LinkButton type="button" onClick={() => void resend()}>
            Resend confirmation code?
          </LinkButton>
        </p>
        <PrimaryButton type="submit" aria-disabled={form.busy}>
          {form.busy ? 'Signing In…' : 'Sign In'}
        </PrimaryButton>
      </form>
    </AuthCard>
  );
}
