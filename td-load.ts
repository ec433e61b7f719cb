import { loadTenant } from '@admissions/form-core';
import { demoTenantFiles, memoryReader } from './packages/form-core/src/tenant/testing/memoryTenant.ts';
const l = loadTenant('demo', memoryReader(demoTenantFiles()));
for (const p of l.problems) console.log(`${p.file}:${p.line}:${p.column}  ${p.rule}  ${p.message}`);
console.log('problems', l.problems.length);
