import 'server-only';
import { setAccountDeactivated } from '@/lib/accounts/account-service';
import { setGroupStatusBySlug } from '@/lib/catalogue/service';
import { listHomesAboveLegalCap } from '@/lib/catalogue/write-service';
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

const amountNames = { deposit: 'deposit', prepaidRent: 'prepaid rent' } as const;

/** One line per home above a cap (company, group, home, its figures); a home to correct is not a failure. */
function legalCapsReport(homes: Awaited<ReturnType<typeof listHomesAboveLegalCap>>): CommandOutcome {
  if (!homes.length) return { ok: true, message: "No home has a deposit or prepaid rent above 3 months' rent." };
  const lines = homes.map(
    (home) =>
      `${home.company}\t${home.group}\t${home.slug}${home.externalId ? ` (${home.externalId})` : ''}\t` +
      `rent ${home.monthlyRent}, deposit ${home.deposit}, prepaid rent ${home.prepaidRent} kr.: ` +
      `${home.aboveLegalCap.map((amount) => amountNames[amount]).join(' and ')} above 3 months' rent`,
  );
  return { ok: true, message: [`${homes.length} home(s) above lejeloven's cap of 3 months' rent:`, ...lines].join('\n') };
}

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
  if (command.kind === 'legal-caps') return legalCapsReport(await listHomesAboveLegalCap());
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
