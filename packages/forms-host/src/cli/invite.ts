import { openTeam } from '../team';
import { isRole } from '../team/policy';
import type { Command } from './command';

/**
 * `invite EMAIL --role owner|member [--locale L]`: a joining link that works once within
 * 24 hours, printed as the last line (and emailed when SMTP is set).
 */
export const inviteCommand: Command = {
  arity: 1,
  run: async (store, env, io, [email], options) => {
    const locales = Object.keys(io.team?.inviteEmail ?? {});
    const locale = options.locale ?? locales[0] ?? 'en-US';
    if (!io.team || !isRole(options.role) || !/^[^\s@]+@[^\s@]+$/.test(email!) || !locales.includes(locale)) {
      io.error(`invite needs an email address, --role owner or member, and --locale ${locales.join(' or ')}`);
      return 2;
    }
    const { link, emailed } = await openTeam(store, env, io.team).inviteAsOperator(
      email!,
      options.role,
      locale,
    );
    io.log(
      emailed
        ? `Emailed to ${email}. The joining link (works once, within 24 hours):`
        : `The joining link for ${email} (works once, within 24 hours):`,
    );
    io.log(link);
    return 0;
  },
};
