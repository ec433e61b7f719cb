/** The problems of one tenant folder, as the lines config-lint prints. */
export interface TenantFolderReport {
  name: string;
  /** The folder as config-lint names it. */
  folder: string;
  lines: string[];
}

/**
 * What `npm run build` says about the tenant folders: one block per tenant
 * with problems, naming it and listing config-lint's lines (no stack trace),
 * and a closing summary. The build holds no tenant (the server compiles the
 * one it runs at start and refuses it with the same lines), so a broken
 * tenant does not stop the build of the app the other tenants run on.
 */
export function tenantBuildCheckReport(reports: readonly TenantFolderReport[]): {
  blocks: string[];
  summary: string | undefined;
} {
  const broken = reports.filter((report) => report.lines.length > 0);
  const blocks = broken.map(({ name, folder, lines }) => {
    const count = `${lines.length} problem${lines.length === 1 ? '' : 's'}`;
    return (
      `Tenant "${name}" has ${count}: the server will not start it until ${lines.length === 1 ? 'it is' : 'they are'} fixed ` +
      `(npm run config-lint -- ${folder} lists the same):\n${lines.join('\n')}`
    );
  });
  const summary =
    broken.length === 0
      ? undefined
      : `${broken.length} of ${reports.length} tenant${reports.length === 1 ? '' : 's'} ` +
        `${broken.length === 1 ? 'has' : 'have'} problems and will not start: ${broken.map((r) => r.name).join(', ')} ` +
        `(listed above). The app is built${broken.length < reports.length ? ': the other tenants run on it' : ''}.`;
  return { blocks, summary };
}
