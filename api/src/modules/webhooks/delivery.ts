import type { Language } from '@haulstop/shared/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/db';
import type { Job } from '../../jobs/scheduler';
import type { Mailer } from '../mail/mailer';
import * as repository from './repository';
import { send } from './sender';
import { webhookHeaders } from './signing';

export const WEBHOOK_JOB = 'webhook-deliveries';

/** An endpoint failing this long on end is disabled and its organisation's admins are mailed. */
export const DISABLE_AFTER_DAYS = 5;
const BATCH = 50;

/**
 * Delivers the outbox (DESIGN §8): each round claims due deliveries under the job's advisory lock
 * (one replica at a time; a lease longer than an attempt keeps others off them), then sends them
 * after that transaction committed, one endpoint's in order, and records each attempt. A crash
 * mid-send leaves the lease to run out: the delivery is sent again (at least once).
 */
export function webhookDeliveryJob(deps: { db: Db; config: AppConfig; mailer: Mailer; log: FastifyBaseLogger }): Job {
  const { config } = deps;
  const leaseSeconds = Math.ceil(config.webhookTimeoutMs / 1000) * 4 + 10;
  return {
    name: WEBHOOK_JOB,
    everyMs: 1000,
    run: (tx) => repository.claimDue(tx, leaseSeconds, BATCH),
    async afterCommit(claimed) {
      const byEndpoint = new Map<number, repository.DueDelivery[]>();
      for (const delivery of claimed as repository.DueDelivery[])
        byEndpoint.set(delivery.endpointId, [...(byEndpoint.get(delivery.endpointId) ?? []), delivery]);
      await Promise.all([...byEndpoint.values()].map((deliveries) => deliverInOrder(deps, deliveries)));
    },
  };
}

async function deliverInOrder(deps: { db: Db; config: AppConfig; mailer: Mailer; log: FastifyBaseLogger }, deliveries: repository.DueDelivery[]) {
  const { db, config } = deps;
  for (const delivery of deliveries) {
    const headers = webhookHeaders(delivery.secrets, delivery.eventId, delivery.body);
    const result = await send(delivery.url, headers, delivery.body, { timeoutMs: config.webhookTimeoutMs, allowLoopback: config.webhookAllowLoopback });
    const ok = result.status !== null && result.status >= 200 && result.status < 300;
    const delays = config.webhookRetryDelaysMs;
    const disabled = await db.transaction(async (tx) => {
      await repository.recordAttempt(tx, delivery.deliveryId, result);
      if (ok) {
        await repository.markDelivered(tx, delivery, result.status!);
        return undefined;
      }
      await repository.markFailed(tx, delivery, result.status, delivery.scheduleStep < delays.length ? delays[delivery.scheduleStep] : null);
      return repository.noteEndpointFailure(tx, delivery.endpointId, DISABLE_AFTER_DAYS);
    });
    // claimDue hands out one delivery per ordering key at a time, so a failure here holds back only its own stream.
    if (disabled) await mailAdmins(deps, disabled);
  }
}

async function mailAdmins(
  deps: { db: Db; config: AppConfig; mailer: Mailer; log: FastifyBaseLogger },
  endpoint: { orgId: number; orgName: string; url: string; language: Language },
) {
  const link = `${deps.config.consoleUrl}/apihub`;
  for (const to of await repository.adminEmails(deps.db, endpoint.orgId)) {
    await deps.mailer
      .sendMail({ to, language: endpoint.language, template: 'webhookEndpointDisabled', data: { orgName: endpoint.orgName, url: endpoint.url, link } })
      .catch((error: unknown) => deps.log.error({ err: error }, 'webhook disabled mail failed'));
  }
}
