import type { DiscoveredOrganisation, DiscoveredUser } from './identity-discovery.schemas.js';

/**
 * Identity discovery (platform-admin spec, section 7): who a user is, their
 * organisation, and the organisations (with tenants) they work in. Two
 * implementations: `local`, from Spool's own tables, and `http`, an external
 * service. `find*` answer undefined (or nothing) for an unknown id.
 */
export type IdentityDiscovery = {
  readonly kind: 'local' | 'http';
  findUser(userId: string): Promise<DiscoveredUser | undefined>;
  findOrganisation(organisationId: string): Promise<DiscoveredOrganisation | undefined>;
  findUserOrganisations(userId: string): Promise<DiscoveredOrganisation[]>;
};

/** A user as the directory sees it, across tenants. */
export type DirectoryUser = {
  id: string;
  tenantId: string | null;
  /** Of the user's tenant; null for host users and tenants outside any organisation. */
  organisationId: string | null;
  email: string;
  accountType: number | null;
  isActive: boolean;
};

export type DirectoryOrganisation = {
  id: string;
  name: string;
  tenants: { id: string; name: string }[];
};

/** What local discovery reads: users and organisations of every tenant, and a user's roles. */
export type IdentityDirectory = {
  findUser(userId: string): Promise<DirectoryUser | undefined>;
  /** Active users of every tenant with this e-mail, ignoring case. */
  findUsersByEmail(email: string): Promise<DirectoryUser[]>;
  /** By name; each with all its tenants, by name. */
  findOrganisations(ids: readonly string[]): Promise<DirectoryOrganisation[]>;
  findRoleNamesOfUser(user: DirectoryUser): Promise<string[]>;
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Discovery from Spool's own tables. A person is the same across tenants when
 * the e-mail matches, ignoring case (an external provider's user without an
 * e-mail has a placeholder derived from their identity, the same in every
 * tenant). Spool keeps no photo, description, logo or application id, so those
 * are null, and organisations are active.
 */
export function createLocalIdentityDiscovery({
  directory,
}: {
  directory: IdentityDirectory;
}): IdentityDiscovery {
  const findUser = (userId: string) =>
    uuidPattern.test(userId) ? directory.findUser(userId) : Promise.resolve(undefined);

  /** Every user of the person, in whichever tenant. */
  const usersOfPerson = async (user: DirectoryUser) => {
    const same = await directory.findUsersByEmail(user.email);
    return same.some((other) => other.id === user.id) ? same : [user, ...same];
  };

  const toOrganisation = (
    organisation: DirectoryOrganisation,
    onlyTenants?: ReadonlySet<string>,
  ): DiscoveredOrganisation => ({
    id: organisation.id,
    name: organisation.name,
    description: null,
    isActive: true,
    tenants: organisation.tenants
      .filter((tenant) => !onlyTenants || onlyTenants.has(tenant.id))
      .map((tenant) => ({
        tenantId: tenant.id,
        applicationId: null,
        tenantShortName: tenant.name,
        logoUrl: null,
      })),
  });

  const organisationIdsOf = (users: readonly DirectoryUser[]) => [
    ...new Set(users.flatMap((user) => (user.organisationId ? [user.organisationId] : []))),
  ];

  return {
    kind: 'local',

    async findUser(userId) {
      const user = await findUser(userId);
      if (!user) return undefined;
      const organisations = await directory.findOrganisations(
        organisationIdsOf(await usersOfPerson(user)),
      );
      return {
        id: user.id,
        accountReference: user.email,
        accountType: user.accountType,
        organisations: organisations.map((organisation) => organisation.id),
        roles: await directory.findRoleNamesOfUser(user),
        photoBase64: null,
        isActive: user.isActive,
      };
    },

    async findOrganisation(organisationId) {
      if (!uuidPattern.test(organisationId)) return undefined;
      const [organisation] = await directory.findOrganisations([organisationId]);
      return organisation && toOrganisation(organisation);
    },

    /** The person's organisations, each with only the tenants where the person has a user. */
    async findUserOrganisations(userId) {
      const user = await findUser(userId);
      if (!user) return [];
      const users = await usersOfPerson(user);
      const tenantsOfPerson = new Set(
        users.flatMap((each) => (each.tenantId ? [each.tenantId] : [])),
      );
      const organisations = await directory.findOrganisations(organisationIdsOf(users));
      return organisations.map((organisation) => toOrganisation(organisation, tenantsOfPerson));
    },
  };
}
