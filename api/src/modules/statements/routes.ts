import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as statements from '@haulstop/shared/contracts/statements';
import { currentOrg } from '../../plugins/app/authorization';
import { sendAttachment } from '../../lib/attachment';
import { registerEndpoint } from '../../lib/register-endpoint';
import * as service from './service';
import { languageOf } from '../../lib/i18n';

/** Statements of income (DESIGN §7 `GET /api/statements`): owners read their own, the platform all. */
export const statementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerEndpoint(app, statements.getStatement, async (request) => service.getStatement(app.db, await currentOrg(request), request.query.period));
  registerEndpoint(app, statements.getStatementPdf, async (request, reply) => {
    const org = await currentOrg(request);
    const statement = await service.getStatement(app.db, org, request.params.period);
    return sendAttachment(reply, `statement-of-income-${statement.period}.pdf`, await service.statementPdf(statement, org, languageOf(request)));
  });
  registerEndpoint(app, statements.getStatementCsv, async (request, reply) => {
    const statement = await service.getStatement(app.db, await currentOrg(request), request.params.period);
    return sendAttachment(reply, `statement-of-income-${statement.period}.csv`, service.statementCsv(statement, languageOf(request)));
  });
};
