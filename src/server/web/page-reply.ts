import type { FastifyReply } from 'fastify';
import { AppError } from '../../shared/errors/app-error.js';
import { statusOf } from '../http/reply-error.js';
import { layout, type SafeHtml } from './html.js';

/** Sends a whole page. */
export function sendPage(reply: FastifyReply, title: string, content: SafeHtml, status = 200): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').send(layout(title, content));
}

/** Sends the browser on after a form (303, so the next request is a GET), or to a page it must see first. */
export function redirect(reply: FastifyReply, path: string): FastifyReply {
  return reply.redirect(path, 303);
}

/**
 * What a form shows when its action fails with one of the app's errors: the spec's English
 * message and the status it travels with. Anything else is not the user's doing and is rethrown.
 */
export function formFailure(error: unknown): { message: string; status: number } {
  if (!(error instanceof AppError) || error.code === 'UNKNOWN') throw error;
  return { message: error.message, status: statusOf(error) };
}
