import { FeaturesPanel } from '../../../components/admin/features-panel';

const host = { providerName: 'H', providerKey: '' } as const;

/** The host's features (platform-admin spec, section 2): what every tenant inherits. */
export function HostFeatures() {
  return <FeaturesPanel provider={host} />;
}
