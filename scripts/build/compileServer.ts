// `npm run build` (after the app): compiles the server, the admin CLIs and the document worker thread to
// JavaScript in packages/server/dist, so that production runs them with plain node (`npm start`).
import { compileServer } from './compileServerBundle.ts';

const result = await compileServer();
console.log(`Server compiled to ${result.outDir} (${result.files} files, ${(result.bytes / 1024).toFixed(0)} KB).`);
