import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { askFinAi } from '@haulstop/shared/contracts/finai';
import { requestLanguage } from '../../lib/i18n';
import { registerEndpoint } from '../../lib/register-endpoint';
import { ask } from './service';

/** /finai's API (the one internal admin). */
export const finAiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerEndpoint(app, askFinAi, async (request) => ask(app.db, request.body.question, requestLanguage(request.headers['accept-language'])));
};
