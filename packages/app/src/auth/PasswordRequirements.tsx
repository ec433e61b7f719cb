import { ErrorIcon, InactiveIcon, SuccessIcon } from '../ui/icons.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import styles from './PasswordRequirements.module.css';
import { passwordRules, requirementState, type RequirementState } from './passwordRules.ts';

const stateText: Record<RequirementState, string> = {
  inactive: 'not checked yet',
  error: 'not met',
  success: 'met',
};

const icons: Record<RequirementState, () => React.JSX.Element> = {
  inactive: InactiveIcon,
  error: ErrorIcon,
  success: SuccessIcon,
};

/** One indicator per password rule: inactive (empty password), error (failing) or success. */
export function PasswordRequirements({ id, password }: { id: string; password: string }) {
  return (
    <div>
      <p id={`${id}-title`} className={styles.title}>
        Your password must have:
      </p>
      <ul id={id} className={styles.list} aria-labelledby={`${id}-title`}>
        {passwordRules.map((rule) => {
          const state = requirementState(rule, password);
          const Icon = icons[state];
          return (
            <li key={rule.id} data-state={state} data-rule={rule.id}>
              <Icon />
              <span>
                {rule.label}
                <VisuallyHidden>: {stateText[state]}</VisuallyHidden>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
