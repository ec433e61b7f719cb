import styled from '@emotion/styled';
import { appTheme } from '../theme/appTheme.ts';
import { ErrorIcon, InactiveIcon, SuccessIcon } from '../ui/icons.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { passwordRules, requirementState, type RequirementState } from './passwordRules.ts';

const List = styled.ul`
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: 0.375rem;
    align-items: flex-start;
  }
  li[data-state='inactive'] {
    color: ${appTheme.color.mutedText};
  }
  li[data-state='error'] {
    color: ${appTheme.color.error};
  }
  li[data-state='success'] {
    color: ${appTheme.color.success};
  }
`;

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
      <p id={`${id}-title`} css={{ margin: '0 0 0.25rem', fontWeight: 600 }}>
        Your password must have:
      </p>
      <List id={id} aria-labelledby={`${id}-title`}>
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
      </List>
    </div>
  );
}
