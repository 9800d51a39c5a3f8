import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors/app-error.js';
import { VERIFICATION_FILE_NAME } from '../../shared/licence/licence-document.js';
import { fingerprintOfTerminalCode } from '../../shared/licence/terminal-code.js';
import { signerOf } from '../http/licence-routes.js';
import { activateLicence } from '../licences/activations.js';
import type { ServerContext } from '../server-context.js';
import { html, messageBox } from './html.js';
import { formFailure, sendPage } from './page-reply.js';
import { csrfField, formField } from './web-security.js';

interface OfflineForm {
  code: string;
  terminalCode: string;
  error: string | null;
}

function offlinePage(request: FastifyRequest, reply: FastifyReply, form: OfflineForm, status = 200): FastifyReply {
  return sendPage(
    reply,
    'Offline registration',
    html`${messageBox('error', form.error)}
<p>For a computer without internet: enter your license code and the terminal code that the app's registration panel shows, then download the verification file and install it in the app.</p>
<form method="post" action="/licence/offline">
${csrfField(request, reply)}
<label for="code">License code</label>
<input id="code" name="code" required maxlength="100" autocomplete="off" value="${form.code}">
<label for="terminal">Terminal code</label>
<input id="terminal" name="terminalCode" required maxlength="100" autocomplete="off" value="${form.terminalCode}">
<button type="submit">Download verification file</button>
</form>`,
    status,
  );
}

/**
 * Offline registration (desktop-app.md section 7): the licence code and the terminal code of
 * a machine with no network, typed on any other machine, give a verification file signed for
 * that machine. It uses an activation like an online registration does.
 */
export function registerLicencePages(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/licence/offline', async (request, reply) => offlinePage(request, reply, { code: '', terminalCode: '', error: null }));

  app.post('/licence/offline', async (request, reply) => {
    const form = { code: formField(request.body, 'code'), terminalCode: formField(request.body, 'terminalCode') };
    try {
      const fingerprint = fingerprintOfTerminalCode(form.terminalCode);
      if (fingerprint === null) throw new AppError('LICENCE_REGISTER_FAIL_1');
      const licence = await activateLicence(ctx, signerOf(ctx), { code: form.code, fingerprint, mode: 'offline' });
      return reply
        .type('application/octet-stream')
        .header('content-disposition', `attachment; filename="${VERIFICATION_FILE_NAME}"`)
        .send(`${JSON.stringify(licence)}\n`);
    } catch (error) {
      const { message, status } = formFailure(error);
      return offlinePage(request, reply, { ...form, error: message }, status);
    }
  });
}
