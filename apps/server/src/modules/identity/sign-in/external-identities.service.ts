import { createHash } from 'node:crypto';
import type { Principal, VerifiedToken } from '../../../platform/auth/token-verifier.js';
import type { TenantsRepository } from '../../tenancy/index.js';
import type { RolesRepository } from '../roles/roles.repository.js';
import type { User, UsersRepository } from '../users/users.repository.js';

/** Where the e-mail of a user whose provider sent none (or one already taken) points: nowhere (RFC 2606). */
export const placeholderEmailDomain = 'external-users.invalid';

/** Column limits of `users`. */
const maxUserName = 256;
const maxEmail = 256;
const maxName = 64;

export type ExternalIdentityResult =
  | { kind: 'mapped'; principal: Principal; user: User; created: boolean }
  | {
      kind: 'refused';
      /**
       * `unknownTenant`: the tenant claim names no tenant of Spool.
       * `noHostUser`: no tenant claim, and no host user is linked to the identity.
       * `inactive`: the linked user is deactivated.
       */
      reason: 'unknownTenant' | 'noHostUser' | 'inactive';
    };

/**
 * The key that links a Spool user to a person at the external provider: the
 * issuer and the subject together, the only pair OpenID Connect guarantees to
 * be stable and unique (Core 1.0, section 5.7). A subject alone could collide
 * once the provider is replaced. `#` separates them because an issuer never
 * contains a fragment.
 */
export function externalSubjectKey(issuer: string, subject: string): string {
  return `${issuer}#${subject}`;
}

/**
 * The e-mail given to a user whose access token carries none: the same for
 * the same person in every tenant (so identity discovery still sees one
 * person), undeliverable by construction.
 */
export function placeholderEmail(externalSubject: string): string {
  return `${digestOf(externalSubject)}@${placeholderEmailDomain}`;
}

function digestOf(externalSubject: string): string {
  return createHash('sha256').update(externalSubject).digest('hex').slice(0, 32);
}

/**
 * Maps an external provider's verified access token to Spool's own user, in
 * the transaction of the token's side: the tenant its tenant claim names, or
 * the host when it has none. A person's first token for a known tenant creates
 * their user there with the tenant's default roles, as ABP does for new users;
 * host users are never created this way (they administer every tenant), they
 * must be linked beforehand.
 */
export function createExternalIdentitiesService(deps: {
  users: UsersRepository;
  roles: RolesRepository;
  tenants: Pick<TenantsRepository, 'findTenantSummary'>;
}) {
  const { users, roles, tenants } = deps;

  async function pickUserName(token: VerifiedToken, externalSubject: string): Promise<string> {
    const candidates = [token.profile.preferredUsername, token.profile.email, token.subject];
    for (const candidate of candidates) {
      if (
        candidate &&
        candidate.length <= maxUserName &&
        !(await users.isUserNameTaken(candidate))
      ) {
        return candidate;
      }
    }
    return `user-${digestOf(externalSubject).slice(0, 16)}`;
  }

  async function pickEmail(token: VerifiedToken, externalSubject: string) {
    const { email } = token.profile;
    if (
      email &&
      email.length <= maxEmail &&
      /^[^\s@]+@[^\s@]+$/.test(email) &&
      !(await users.isEmailTaken(email))
    ) {
      return { email, emailConfirmed: token.profile.emailVerified === true };
    }
    return { email: placeholderEmail(externalSubject), emailConfirmed: false };
  }

  async function createUser(token: VerifiedToken, externalSubject: string): Promise<User> {
    const user = await users.insertUser({
      userName: await pickUserName(token, externalSubject),
      ...(await pickEmail(token, externalSubject)),
      name: (token.profile.givenName ?? token.profile.name)?.slice(0, maxName) ?? null,
      surname: token.profile.familyName?.slice(0, maxName) ?? null,
      passwordHash: null,
      externalSubject,
      // The account type is the token's to say, on every request; a copy here would go stale.
      accountType: null,
    });
    for (const role of await roles.findDefaultRoles()) await roles.addUserToRole(user.id, role.id);
    return user;
  }

  return {
    async principalFor(token: VerifiedToken): Promise<ExternalIdentityResult> {
      const externalSubject = externalSubjectKey(token.issuer, token.subject);
      let user = await users.findUserByExternalSubject(externalSubject);
      let created = false;
      if (!user) {
        if (token.tenantId === undefined) return { kind: 'refused', reason: 'noHostUser' };
        if (!(await tenants.findTenantSummary(token.tenantId))) {
          return { kind: 'refused', reason: 'unknownTenant' };
        }
        await users.lockExternalSubject(externalSubject);
        user = await users.findUserByExternalSubject(externalSubject);
        if (!user) {
          user = await createUser(token, externalSubject);
          created = true;
        }
      }
      if (!user.isActive) return { kind: 'refused', reason: 'inactive' };
      return {
        kind: 'mapped',
        principal: { userId: user.id, tenantId: token.tenantId, accountType: token.accountType },
        user,
        created,
      };
    },
  };
}

export type ExternalIdentitiesService = ReturnType<typeof createExternalIdentitiesService>;
