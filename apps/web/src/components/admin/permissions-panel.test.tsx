/** @vitest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PermissionGrantInfoDto, PermissionListDto } from '@spool/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '../../lib/session-context';
import { api, renderScreen } from '../../testing/screen';
import { PermissionsPanel } from './permissions-panel';

const permission = (
  name: string,
  displayName: string,
  parentName: string | null,
  grantedBy: string[] = [],
): PermissionGrantInfoDto => ({
  name,
  displayName,
  displayNameKey: name,
  parentName,
  isGranted: grantedBy.length > 0,
  allowedProviders: [],
  grantedProviders: grantedBy.map((providerKey) => ({
    providerName: providerKey === 'self' ? 'U' : 'R',
    providerKey,
  })),
});

/** A user's permissions: styles granted by the planner role, settings by no one. */
const list: PermissionListDto = {
  entityDisplayName: 'maria',
  groups: [
    {
      name: 'Styles',
      displayName: 'Styles',
      displayNameKey: 'Styles',
      permissions: [
        permission('Styles', 'Styles', null, ['planner']),
        permission('Styles.Create', 'Create', 'Styles', ['planner']),
      ],
    },
    {
      name: 'Settings',
      displayName: 'Settings',
      displayNameKey: 'Settings',
      permissions: [
        permission('Settings', 'Settings', null),
        permission('Settings.Update', 'Update', 'Settings'),
        permission('Settings.Update.Prices', 'Prices', 'Settings.Update'),
      ],
    },
  ],
};

const session = { reloadConfiguration: vi.fn(async () => undefined) } as unknown as Session;

function answerPermissions() {
  const saved: unknown[] = [];
  api.use(
    http.get('/api/permission-management/permissions', ({ request }) => {
      const query = new URL(request.url).searchParams;
      expect([query.get('providerName'), query.get('providerKey')]).toEqual(['U', 'user-1']);
      return HttpResponse.json(list);
    }),
    http.put('/api/permission-management/permissions', async ({ request }) => {
      saved.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return saved;
}

const panel = () =>
  renderScreen(
    <SessionContext.Provider value={session}>
      <PermissionsPanel providerName="U" providerKey="user-1" disabled={false} />
    </SessionContext.Provider>,
  );

describe('the permissions panel of a user', () => {
  it('locks what a role grants, grants a child’s parents with it, and saves only its own', async () => {
    const user = userEvent.setup();
    const saved = answerPermissions();
    await panel();

    const styles = await screen.findByRole('group', { name: 'Styles' });
    const create = within(styles).getByRole<HTMLInputElement>('switch', { name: 'Create' });
    expect(create.checked).toBe(true);
    expect(create.disabled).toBe(true);
    expect(within(styles).getAllByText('Granted by role planner')).toHaveLength(2);

    const settings = screen.getByRole('group', { name: 'Settings' });
    expect(within(settings).getByText('0 of 3 granted')).toBeTruthy();
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });
    expect(save.disabled).toBe(true);

    // Prices means nothing without Update and Settings: they come with it.
    await user.click(within(settings).getByRole('switch', { name: 'Prices' }));
    expect(within(settings).getByText('3 of 3 granted')).toBeTruthy();
    // Revoking Update takes Prices away, and leaves Settings.
    await user.click(within(settings).getByRole('switch', { name: 'Update' }));
    expect(within(settings).getByText('1 of 3 granted')).toBeTruthy();

    await user.click(save);
    expect(await screen.findByText('Permissions Updated')).toBeTruthy();
    expect(saved).toEqual([
      {
        permissions: [
          { name: 'Settings', isGranted: true },
          { name: 'Settings.Update', isGranted: false },
          { name: 'Settings.Update.Prices', isGranted: false },
        ],
      },
    ]);
    expect(session.reloadConfiguration).toHaveBeenCalled();
  });

  it('puts the toggles back as saved with Reset', async () => {
    const user = userEvent.setup();
    answerPermissions();
    await panel();

    const settings = await screen.findByRole('group', { name: 'Settings' });
    await user.click(within(settings).getByRole('switch', { name: 'Settings' }));
    expect(within(settings).getByText('1 of 3 granted')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(within(settings).getByText('0 of 3 granted')).toBeTruthy());
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true);
  });

  it('reads nothing while the user is being created', async () => {
    await renderScreen(
      <SessionContext.Provider value={session}>
        <PermissionsPanel providerName="U" providerKey={undefined} disabled />
      </SessionContext.Provider>,
    );
    expect(screen.getByText('Nothing to show')).toBeTruthy();
  });
});
