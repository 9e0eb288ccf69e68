import 'server-only';
import { setAccountDeactivated } from '@/lib/accounts/account-service';
import { setGroupStatusBySlug } from '@/lib/catalogue/service';
import { getDbHandle } from '@/lib/db/client';
import { PublicationStatus } from '@/lib/db/schema/catalogue';
import { formatJobStatuses, jobStatuses } from '@/lib/jobs/history';
import { runJob } from '@/lib/jobs/run';
import type { Command, CommandOutcome, GroupStatusName } from './schema';

const publicationStatuses: Record<GroupStatusName, PublicationStatus> = {
  unpublished: PublicationStatus.UNPUBLISHED,
  shareable: PublicationStatus.SHAREABLE,
  published: PublicationStatus.PUBLISHED,
  'waiting-list': PublicationStatus.WAITING_LIST,
};

/** Runs a command on this process's database (getDbHandle), wherever the command was typed. */
export async function executeCommand(command: Command): Promise<CommandOutcome> {
  if (command.kind === 'account') {
    const done = await setAccountDeactivated(command.email, command.action === 'deactivate');
    return done
      ? { ok: true, message: `${command.email} ${command.action}d.` }
      : { ok: false, message: `No user with the e-mail ${command.email}.` };
  }
  if (command.kind === 'group-status') {
    const done = await setGroupStatusBySlug(command.slug, publicationStatuses[command.status]);
    return done
      ? { ok: true, message: `${command.slug} is now ${command.status}.` }
      : { ok: false, message: `No property group with the slug ${command.slug}.` };
  }
  // A command is one run: it uses the command's own connection, not the server's pool for jobs.
  const handle = await getDbHandle();
  if (command.kind === 'job-status') return { ok: true, message: formatJobStatuses(await jobStatuses(handle.db, new Date())) };
  const started = Date.now();
  const outcome = await runJob(command.name, { handle });
  return {
    ok: true,
    message: outcome.ran
      ? `${command.name}: ${JSON.stringify(outcome.result)} in ${Date.now() - started} ms (${handle.engine}).`
      : `${command.name}: another run holds the lock; nothing done.`,
  };
}
