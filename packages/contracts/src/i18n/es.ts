import type { Messages } from './en.js';
import { systemConfigurationTexts } from './features/system-configuration.js';
import { shadesTexts } from './features/shades.js';
import { customSettingsTexts } from './features/custom-settings.js';
import { costFileTexts } from './features/cost-file.js';
import { styleImportTexts } from './features/style-import.js';
import { firstStartTexts } from './features/first-start.js';
import { usageTexts } from './features/usage.js';
import { historyTexts } from './features/history.js';
import { ordersTexts } from './features/orders.js';
import { referenceDataTexts } from './features/reference-data.js';
import { reportsTexts } from './features/reports.js';
import { stylesTexts } from './features/styles.js';
import { styleFiguresTexts } from './features/style-figures.js';
import { stylePictureTexts } from './features/style-picture.js';
import { purchasePlansTexts } from './features/purchase-plans.js';
import { purchasePlanScreensTexts } from './features/purchase-plan-screens.js';
import { purchasePlanOutputsTexts } from './features/purchase-plan-outputs.js';
import { toastsTexts } from './features/toasts.js';
import { operationsTexts } from './features/operations.js';
import { styleDashboardTexts } from './features/style-dashboard.js';
import { styleGridTexts } from './features/style-grid.js';
import { styleStagesTexts } from './features/style-stages.js';
import { styleSamplesTexts } from './features/style-samples.js';
import { styleActualsTexts } from './features/style-actuals.js';
import { styleWindowTexts } from './features/style-window.js';
import { operationDialogTexts } from './features/operation-dialog.js';
import { identityAdminTexts } from './features/identity-admin.js';
import { adminScreensTexts } from './features/admin-screens.js';
import { saasScreensTexts } from './features/saas-screens.js';
import { stitchComponentsTexts } from './features/stitch-components.js';
import { idempotencyTexts } from './features/idempotency.js';

/** The Spanish catalogue. */
export const es = {
  translation: {
    app: {
      name: 'Spool',
      tagline: 'Consumo y costo de hilo para confeccionistas',
    },
    landing: {
      title: 'Bienvenido a Spool',
      intro:
        'Defina sus estilos y sus operaciones de costura, y Spool le indica cuánto hilo necesita cada prenda, cuántos conos comprar y cuánto cuestan.',
      stepStyles: 'Estilos y operaciones',
      stepStylesText: 'Describa cada prenda y las costuras que la componen.',
      stepThread: 'Hilo por prenda',
      stepThreadText: 'Consumo por operación, marca, ticket y tono.',
      stepCost: 'Conos y costo',
      stepCostText: 'Conos a comprar y costo por pedido y por prenda.',
      copyright: '© {{year}} Spool',
      signInSso: 'Iniciar sesión con inicio de sesión único',
      logIn: 'Iniciar sesión',
      continueAs: 'Continuar como {{name}}',
      publishedOn: 'Publicado el {{date}}',
      privacy: 'Política de privacidad y de cookies',
      language: 'Idioma',
      signInUnavailable:
        'No se pudo iniciar sesión: el servicio de inicio de sesión en {{address}} no respondió. Compruebe que este equipo puede alcanzarlo e inténtelo de nuevo; si sigue fallando, avise a quien administra Spool.',
      otherAddress:
        'Esta página está abierta en {{here}}, pero Spool solo inicia sesión en {{publicAddress}}.',
      otherAddressSetPublicUrl:
        'Esa dirección solo funciona en el equipo donde se ejecuta Spool. Para que este equipo pueda iniciar sesión, quien administra Spool define SPOOL_PUBLIC_URL={{here}} y vuelve a iniciar Spool; después todos abren {{here}}.',
      otherAddressOpen: 'Abrir Spool en {{publicAddress}}',
    },
    privacy: {
      title: 'Política de privacidad y de cookies',
      text: 'Spool conserva solo lo que necesita para iniciar su sesión y hacer su trabajo. El proveedor de inicio de sesión establece una cookie de sesión; este navegador conserva sus tokens de sesión hasta que cierre la sesión. Sus estilos y ajustes permanecen en el espacio de su organización y nunca se comparten con otra organización.',
    },
    session: {
      loading: 'Cargando la configuración de la aplicación',
      loggingOut: 'Cerrando sesión',
      error: 'Error',
      configurationUnavailable: 'Configuración de la aplicación no disponible',
      retry: 'Intentar de nuevo',
    },
    callback: {
      completing: 'Completando el inicio de sesión…',
      identity: 'Cargando la identidad…',
      configuration: 'Obteniendo la configuración de la aplicación…',
      redirecting: 'Redirigiendo al panel…',
    },
    shell: {
      openMenu: 'Abrir el menú',
      closeMenu: 'Cerrar el menú',
      system: 'Sistema',
      users: 'Usuarios',
      roles: 'Roles',
      saas: 'SaaS',
      hostFeatures: 'Funciones del host',
      tenants: 'Inquilinos',
      debug: 'Depuración',
      authInfo: 'Información de autenticación',
      dashboard: 'Panel',
      purchasePlans: 'Planes de compra',
      account: 'Cuenta',
      signOut: 'Cerrar sesión',
      host: 'Host',
      switchTenant: 'Cambiar a',
      profile: 'Perfil',
      help: 'Ayuda',
      support: 'Soporte',
      suggestions: 'Sugerencias',
      systemConfiguration: 'Configuración del sistema',
    },
    guard: {
      insufficientPermissions: 'Permisos insuficientes',
      featureDisabled: 'Función desactivada',
      tenantOnly:
        'La configuración del sistema es de cada inquilino: inicie sesión en un inquilino para cambiarla.',
    },
    dashboard: {
      title: 'Panel',
      welcome: 'Bienvenido, {{name}}',
      insufficientAccess: 'Nivel de acceso insuficiente.',
    },
    admin: {
      usersTitle: 'Usuarios del sistema',
      rolesTitle: 'Roles del sistema',
    },
    authInfo: {
      title: 'Información de autenticación',
      user: 'Usuario conectado',
      accessToken: 'Token de acceso',
      expiresAt: 'Vencimiento del token',
      error: 'Error de inicio de sesión',
      none: 'Ninguno',
    },
    errorPages: {
      unauthorizedTitle: '401 No autorizado',
      unauthorizedText: 'Se ha denegado el acceso a este recurso.',
      internalTitle: '500',
      internalText: 'Error interno del servidor',
      authenticationTitle: 'Error de autenticación',
      authenticationText: 'Se produjo un error inesperado',
      sessionExpiredTitle: 'Sesión caducada',
      sessionExpiredText: 'Su sesión ha caducado. Vuelva a iniciar sesión.',
      home: 'Volver al inicio',
      signInAgain: 'Volver a iniciar sesión',
    },
    health: {
      checking: 'Comprobando el servidor…',
      ok: 'Servidor listo · {{database}} · versión {{version}}',
      unavailable: 'El servidor no puede acceder a su base de datos.',
      unreachable: 'No se puede acceder al servidor.',
      database: {
        pglite: 'base de datos integrada',
        postgresql: 'servidor PostgreSQL',
      },
    },
    notFound: {
      title: 'Página no encontrada',
      text: 'La URL solicitada no se encontró en este servidor.',
    },
    signIn: {
      title: 'Iniciar sesión en Spool',
      login: 'Nombre de usuario o correo electrónico',
      password: 'Contraseña',
      submit: 'Iniciar sesión',
      cancel: 'Cancelar',
      invalid: 'El nombre de usuario o la contraseña no son correctos.',
      invalidPolicy:
        'Tras 5 contraseñas incorrectas seguidas, la cuenta se bloquea durante 5 minutos.',
      throttled:
        'Demasiados intentos de inicio de sesión. Inténtelo de nuevo después de las {{time}}.',
      organisation: 'Organización',
      organisationHint:
        'Opcional. Déjelo vacío para iniciar sesión en la administración del host, o si su nombre de usuario es solo suyo; si su nombre de usuario existe en varias organizaciones, escriba la suya.',
      signingOut: 'Cerrando sesión…',
      signOut: 'Cerrar sesión',
      signedOut: 'Ha cerrado la sesión.',
      backToSpool: 'Volver a Spool',
      errorTitle: 'Error de inicio de sesión',
      errorText: 'Algo salió mal al iniciar sesión. Vuelva a empezar desde Spool.',
    },
    validation: {
      required: 'Este campo es obligatorio.',
      maxLength: 'Como máximo {{max}} caracteres.',
      invalid: 'Este valor no es válido.',
      min: 'Como mínimo {{min}}.',
      max: 'Como máximo {{max}}.',
      positive: 'Debe ser mayor que 0.',
      wholeNumber: 'Debe ser un número entero.',
      maxTwoDecimals: 'Como máximo 2 decimales.',
      unknownStitchType: 'Este tipo de puntada no es válido.',
      tooManyComponentLines: 'Como máximo 4 líneas de componentes.',
      componentLinesMismatch: 'Las líneas de componentes no corresponden al tipo de puntada.',
      unknownFeature: 'Esta función no existe.',
      invalidFeatureValue: 'Este valor no es válido para esta función.',
      invalidCharacters: 'Este texto contiene caracteres no permitidos.',
    },
    profile: {
      title: 'Perfil',
      userName: 'Nombre de usuario',
      name: 'Nombre',
      email: 'Correo electrónico',
      tenant: 'Espacio de la organización',
      roles: 'Roles',
      accountType: 'Tipo de cuenta',
      tenantAdministrator: 'Administrador del inquilino',
      none: '—',
    },
    ...systemConfigurationTexts.es.translation,
    ...shadesTexts.es.translation,
    ...customSettingsTexts.es.translation,
    ...costFileTexts.es.translation,
    ...styleImportTexts.es.translation,
    ...firstStartTexts.es.translation,
    ...usageTexts.es.translation,
    ...historyTexts.es.translation,
    ...ordersTexts.es.translation,
    ...referenceDataTexts.es.translation,
    ...reportsTexts.es.translation,
    ...stylesTexts.es.translation,
    ...stylePictureTexts.es.translation,
    ...purchasePlansTexts.es.translation,
    ...purchasePlanScreensTexts.es.translation,
    ...purchasePlanOutputsTexts.es.translation,
    ...toastsTexts.es.translation,
    ...styleFiguresTexts.es.translation,
    ...operationsTexts.es.translation,
    ...styleDashboardTexts.es.translation,
    ...styleGridTexts.es.translation,
    ...styleWindowTexts.es.translation,
    ...styleStagesTexts.es.translation,
    ...styleSamplesTexts.es.translation,
    ...styleActualsTexts.es.translation,
    ...operationDialogTexts.es.translation,
    ...identityAdminTexts.es.translation,
    ...adminScreensTexts.es.translation,
    ...saasScreensTexts.es.translation,
    ...stitchComponentsTexts.es.translation,
    ...idempotencyTexts.es.translation,
  },
  errors: {
    'Spool:ValidationError': 'Algunos de los datos enviados no son válidos.',
    'Spool:NotFound': 'Lo que ha solicitado no existe.',
    'Spool:Unauthorized': 'Inicie sesión para continuar.',
    'Spool:Forbidden': 'No tiene permiso para hacer esto.',
    'Spool:Conflict': 'Otra persona modificó esto mientras tanto. Recargue e inténtelo de nuevo.',
    'Spool:Duplicate': 'Alguien guardó el mismo valor hace un momento: ya está en uso. Elija otro.',
    'Spool:PayloadTooLarge': 'Lo que ha enviado es demasiado grande.',
    'Spool:ServiceUnavailable':
      'El servicio no está disponible en este momento. Inténtelo de nuevo en unos instantes.',
    'Spool:InternalError': 'Se produjo un error inesperado. Referencia: {{requestId}}',
    'Spool:RouteNotFound': 'No existe ninguna API en {{method}} {{path}}.',
    'Spool.Catalogue:CustomerNotFound': 'El cliente {{id}} no existe.',
    'Spool.Catalogue:DuplicateCustomerName': 'Ya existe un cliente llamado «{{name}}».',
    'Spool.Catalogue:ThreadReferenceNotFound': 'Un hilo elegido en una operación ya no existe.',
    'Spool.Consumption:StitchTypeNotFound': 'El tipo de puntada {{code}} no existe.',
    'Spool.Reports:IncompleteOperationData':
      'Datos incompletos en la operación. No se puede descargar el informe.',
    'Spool.Tenancy:TenantNotFound': 'El inquilino {{id}} no existe.',
    'Spool.Tenancy:DuplicateTenantName': 'Ya existe un inquilino llamado «{{name}}».',
    'Spool.Tenancy:ConnectionStringInvalid':
      'La cadena de conexión debe ser una dirección PostgreSQL: postgres://usuario:contraseña@servidor:puerto/base.',
    'Spool.Tenancy:DatabaseNameMissing':
      'La cadena de conexión no indica ninguna base de datos: indique el nombre de la base de datos.',
    'Spool.Tenancy:DatabaseNameMismatch':
      'La cadena de conexión indica la base de datos «{{inConnectionString}}», no «{{databaseName}}».',
    'Spool.Tenancy:DatabaseUnreachable':
      'No se puede usar la base de datos {{database}}: {{reason}}',
    'Spool.Tenancy:TenantHasStyles':
      'El inquilino tiene {{count}} estilos en su base de datos actual. Spool no traslada datos entre bases de datos, así que no se puede cambiar la base de datos del inquilino.',
    'Spool.Tenancy:OrganisationNotFound': 'La organización {{id}} no existe.',
    ...systemConfigurationTexts.es.errors,
    ...shadesTexts.es.errors,
    ...customSettingsTexts.es.errors,
    ...costFileTexts.es.errors,
    ...styleImportTexts.es.errors,
    ...firstStartTexts.es.errors,
    ...usageTexts.es.errors,
    ...historyTexts.es.errors,
    ...ordersTexts.es.errors,
    ...referenceDataTexts.es.errors,
    ...reportsTexts.es.errors,
    ...stylesTexts.es.errors,
    ...styleSamplesTexts.es.errors,
    ...stylePictureTexts.es.errors,
    ...purchasePlansTexts.es.errors,
    ...purchasePlanScreensTexts.es.errors,
    ...purchasePlanOutputsTexts.es.errors,
    ...operationsTexts.es.errors,
    ...styleDashboardTexts.es.errors,
    ...styleGridTexts.es.errors,
    ...styleWindowTexts.es.errors,
    ...styleActualsTexts.es.errors,
    ...operationDialogTexts.es.errors,
    ...identityAdminTexts.es.errors,
    ...adminScreensTexts.es.errors,
    ...saasScreensTexts.es.errors,
    ...stitchComponentsTexts.es.errors,
    ...idempotencyTexts.es.errors,
  },
} as const satisfies Messages;
