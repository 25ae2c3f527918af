import { SoftAuthenticator } from './authenticator';
import type { FormsServer } from './server';

/** A cookie's value as a response sets it. */
export const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0]!
    .slice(name.length + 1);

/** A browser of the team: its cookie, its passkeys, its requests from the team's origin. */
export class TeamMember {
  session: string | undefined;
  readonly passkeys: SoftAuthenticator;

  constructor(readonly origin: string) {
    this.passkeys = new SoftAuthenticator(origin);
  }

  post(server: FormsServer, action: string, body: unknown, origin = this.origin) {
    const form = body instanceof URLSearchParams;
    return fetch(`${server.url}/team/${action}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        Origin: origin,
        'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json',
        ...(this.session ? { Cookie: `__Host-team-session=${this.session}` } : {}),
      },
      body: form ? body : JSON.stringify(body),
    });
  }

  async join(server: FormsServer, token: string) {
    const options = await this.post(server, 'join/options', { token });
    if (!options.ok) return options;
    const response = this.passkeys.create(await options.json());
    const joined = await this.post(server, 'join', { token, name: 'Test laptop', response });
    this.session = cookieOf(joined, '__Host-team-session') ?? this.session;
    return joined;
  }

  async signIn(server: FormsServer) {
    const options = await this.post(server, 'sign-in/options', {});
    const response = this.passkeys.get(await options.json());
    const signed = await this.post(server, 'sign-in', { response });
    this.session = cookieOf(signed, '__Host-team-session') ?? this.session;
    return signed;
  }

  /** Proves again, with this browser's passkey, that the session's member is here. */
  async confirm(server: FormsServer, index?: number) {
    const options = await this.post(server, 'confirm/options', {});
    return this.post(server, 'confirm', { response: this.passkeys.get(await options.json(), index) });
  }

  /** A request only a signed-in member gets an answer to (the options to confirm it is them). */
  signedIn = async (server: FormsServer) => (await this.post(server, 'confirm/options', {})).status;
}
