/**
 * npm run checklist -- set <applicant email or id> <item> <received|waived|missing> [--by NAME] [--note TEXT]
 * npm run checklist -- show <applicant email or id>
 *
 * Sets the state of one item of an applicant's checklist (tenants/<name>/checklist.json),
 * or prints the checklist with every change made to it. Each change is kept with who made it
 * (--by, or the account the command runs as). Uses the server's environment (DATA_DIR /
 * DATABASE_URL, TENANT), through the running server's admin endpoint on PGlite.
 */
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { checklistStates } from '@admissions/contracts';
import { type AdminCommand, runAdminCommand, UsageError } from './runAdminCommand.ts';

const usage = `Usage:
  npm run checklist -- set <applicant email or id> <item> <${checklistStates.join('|')}> [--by NAME] [--note TEXT]
                                          set an item's state (kept with who set it)
  npm run checklist -- show <applicant email or id>
                                          the applicant's checklist and its changes`;

function operatorName(): string {
  try {
    return userInfo().username;
  } catch {
    return 'operator';
  }
}

export function checklistCommand(args: string[]): AdminCommand {
  const { values, positionals } = parseChecklistArgs(args);
  const [verb, applicant, item, state] = positionals;
  if (verb === 'show') {
    if (positionals.length !== 2 || !applicant) throw new UsageError('Give one applicant e-mail address or id.');
    return async (operations) => {
      const shown = await operations.showChecklist({ applicant });
      const lines = [
        `${shown.applicant_id}: ${shown.checklist.complete ? 'complete' : 'not complete'}`,
        ...shown.checklist.items.map((entry) => `  ${entry.id.padEnd(28)} ${entry.state.padEnd(9)} ${entry.title}`),
        ...(shown.audit.length > 0 ? ['Changes:'] : []),
        ...shown.audit.map(
          (row) =>
            `  ${row.at}  ${row.item_id}: ${row.previous ?? '-'} -> ${row.state} by ${row.actor}${row.note ? ` (${row.note})` : ''}`,
        ),
      ];
      return { output: lines.join('\n') };
    };
  }
  if (verb !== 'set') throw new UsageError('Say what to do: set or show.');
  if (positionals.length !== 4 || !applicant || !item || !state) {
    throw new UsageError('set needs the applicant, the item and the state.');
  }
  if (!(checklistStates as readonly string[]).includes(state)) {
    throw new UsageError(`The state must be one of ${checklistStates.join(', ')}, got "${state}".`);
  }
  const actor = values.by ?? operatorName();
  return async (operations) => {
    const changed = await operations.setChecklistState({
      applicant,
      item,
      state,
      actor,
      ...(values.note ? { note: values.note } : {}),
    });
    return {
      output: `${changed.applicant_id} ${changed.item}: ${changed.previous ?? '-'} -> ${changed.state}`,
      ...(changed.complete ? { note: 'The checklist is complete; the applicant is told by e-mail.' } : {}),
    };
  };
}

function parseChecklistArgs(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      options: { by: { type: 'string' }, note: { type: 'string' } },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runAdminCommand(usage, () => checklistCommand(process.argv.slice(2)));
}
