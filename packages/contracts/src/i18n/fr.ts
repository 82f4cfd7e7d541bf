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

/** The French catalogue. */
export const fr = {
  translation: {
    app: {
      name: 'Spool',
      tagline: 'Consommation et coût du fil pour les confectionneurs',
    },
    landing: {
      title: 'Bienvenue dans Spool',
      intro:
        'Définissez vos modèles et leurs opérations de couture : Spool vous indique la quantité de fil nécessaire à chaque vêtement, le nombre de cônes à acheter et leur coût.',
      stepStyles: 'Modèles et opérations',
      stepStylesText: 'Décrivez chaque vêtement et les coutures qui le composent.',
      stepThread: 'Fil par vêtement',
      stepThreadText: 'Consommation par opération, marque, ticket et coloris.',
      stepCost: 'Cônes et coût',
      stepCostText: 'Cônes à acheter et coût par commande et par vêtement.',
      copyright: '© {{year}} Spool',
      signInSso: 'Se connecter avec l’authentification unique',
      logIn: 'Connexion',
      continueAs: 'Continuer en tant que {{name}}',
      publishedOn: 'Publié le {{date}}',
      privacy: 'Politique de confidentialité et de cookies',
      language: 'Langue',
      signInUnavailable:
        'La connexion n’a pas pu démarrer : le service de connexion à {{address}} n’a pas répondu. Vérifiez que cet ordinateur peut l’atteindre et réessayez ; si le problème persiste, prévenez la personne qui gère Spool.',
      otherAddress:
        'Cette page est ouverte à {{here}}, mais Spool ne connecte les utilisateurs qu’à {{publicAddress}}.',
      otherAddressSetPublicUrl:
        'Cette adresse ne fonctionne que sur l’ordinateur où Spool tourne. Pour que cet ordinateur puisse se connecter, la personne qui gère Spool définit SPOOL_PUBLIC_URL={{here}} et redémarre Spool ; chacun ouvre ensuite {{here}}.',
      otherAddressOpen: 'Ouvrir Spool à {{publicAddress}}',
    },
    privacy: {
      title: 'Politique de confidentialité et de cookies',
      text: 'Spool ne conserve que ce dont il a besoin pour vous connecter et faire son travail. Le fournisseur de connexion dépose un cookie de session ; ce navigateur conserve vos jetons de connexion jusqu’à votre déconnexion. Vos modèles et vos paramètres restent dans l’espace de votre organisation et ne sont jamais partagés avec une autre organisation.',
    },
    session: {
      loading: 'Chargement de la configuration de l’application',
      loggingOut: 'Déconnexion',
      error: 'Erreur',
      configurationUnavailable: 'Configuration de l’application indisponible',
      retry: 'Réessayer',
    },
    callback: {
      completing: 'Finalisation de la connexion…',
      identity: 'Chargement de l’identité…',
      configuration: 'Récupération de la configuration de l’application…',
      redirecting: 'Redirection vers le tableau de bord…',
    },
    shell: {
      openMenu: 'Ouvrir le menu',
      closeMenu: 'Fermer le menu',
      system: 'Système',
      users: 'Utilisateurs',
      roles: 'Rôles',
      saas: 'SaaS',
      hostFeatures: 'Fonctionnalités de l’hôte',
      tenants: 'Locataires',
      debug: 'Débogage',
      authInfo: 'Informations d’authentification',
      dashboard: 'Tableau de bord',
      purchasePlans: 'Plans d’achat',
      account: 'Compte',
      signOut: 'Se déconnecter',
      host: 'Hôte',
      switchTenant: 'Basculer vers',
      profile: 'Profil',
      help: 'Aide',
      support: 'Assistance',
      suggestions: 'Suggestions',
      systemConfiguration: 'Configuration du système',
    },
    guard: {
      insufficientPermissions: 'Autorisations insuffisantes',
      featureDisabled: 'Fonctionnalité désactivée',
      tenantOnly:
        'La configuration du système appartient à un locataire : connectez-vous à un locataire pour la modifier.',
    },
    dashboard: {
      title: 'Tableau de bord',
      welcome: 'Bienvenue, {{name}}',
      insufficientAccess: 'Niveau d’accès insuffisant.',
    },
    admin: {
      usersTitle: 'Utilisateurs du système',
      rolesTitle: 'Rôles du système',
    },
    authInfo: {
      title: 'Informations d’authentification',
      user: 'Utilisateur connecté',
      accessToken: 'Jeton d’accès',
      expiresAt: 'Expiration du jeton',
      error: 'Erreur de connexion',
      none: 'Aucun',
    },
    errorPages: {
      unauthorizedTitle: '401 Non autorisé',
      unauthorizedText: 'L’accès à cette ressource est refusé.',
      internalTitle: '500',
      internalText: 'Erreur interne du serveur',
      authenticationTitle: 'Erreur d’authentification',
      authenticationText: 'Une erreur inattendue s’est produite',
      sessionExpiredTitle: 'Session expirée',
      sessionExpiredText: 'Votre session a expiré. Veuillez vous reconnecter.',
      home: 'Retour à l’accueil',
      signInAgain: 'Se reconnecter',
    },
    health: {
      checking: 'Vérification du serveur…',
      ok: 'Serveur prêt · {{database}} · version {{version}}',
      unavailable: 'Le serveur ne parvient pas à joindre sa base de données.',
      unreachable: 'Le serveur est injoignable.',
      database: {
        pglite: 'base de données intégrée',
        postgresql: 'serveur PostgreSQL',
      },
    },
    notFound: {
      title: 'Page introuvable',
      text: 'L’URL demandée est introuvable sur ce serveur.',
    },
    signIn: {
      title: 'Se connecter à Spool',
      login: 'Nom d’utilisateur ou adresse e-mail',
      password: 'Mot de passe',
      submit: 'Se connecter',
      cancel: 'Annuler',
      invalid: 'Le nom d’utilisateur ou le mot de passe est incorrect.',
      invalidPolicy:
        'Après 5 mots de passe erronés d’affilée, le compte est verrouillé pendant 5 minutes.',
      throttled: 'Trop de tentatives de connexion. Réessayez après {{time}}.',
      organisation: 'Organisation',
      organisationHint:
        'Facultatif. Laissez vide pour vous connecter à l’administration de l’hôte, ou si votre nom d’utilisateur n’appartient qu’à vous ; s’il existe dans plusieurs organisations, saisissez la vôtre.',
      signingOut: 'Déconnexion…',
      signOut: 'Se déconnecter',
      signedOut: 'Vous êtes déconnecté.',
      backToSpool: 'Retour à Spool',
      errorTitle: 'Erreur de connexion',
      errorText: 'Un problème est survenu lors de la connexion. Veuillez recommencer depuis Spool.',
    },
    validation: {
      required: 'Ce champ est obligatoire.',
      maxLength: '{{max}} caractères au maximum.',
      invalid: 'Cette valeur n’est pas valide.',
      min: 'Au moins {{min}}.',
      max: 'Au plus {{max}}.',
      positive: 'Doit être supérieur à 0.',
      wholeNumber: 'Doit être un nombre entier.',
      maxTwoDecimals: '2 décimales au maximum.',
      unknownStitchType: 'Ce type de point n’est pas valide.',
      tooManyComponentLines: '4 lignes de composants au maximum.',
      componentLinesMismatch: 'Les lignes de composants ne correspondent pas au type de point.',
      unknownFeature: 'Cette fonctionnalité n’existe pas.',
      invalidFeatureValue: 'Cette valeur n’est pas valide pour cette fonctionnalité.',
      invalidCharacters: 'Ce texte contient des caractères non autorisés.',
    },
    profile: {
      title: 'Profil',
      userName: 'Nom d’utilisateur',
      name: 'Nom',
      email: 'E-mail',
      tenant: 'Espace de l’organisation',
      roles: 'Rôles',
      accountType: 'Type de compte',
      tenantAdministrator: 'Administrateur du locataire',
      none: '—',
    },
    ...systemConfigurationTexts.fr.translation,
    ...shadesTexts.fr.translation,
    ...customSettingsTexts.fr.translation,
    ...costFileTexts.fr.translation,
    ...styleImportTexts.fr.translation,
    ...firstStartTexts.fr.translation,
    ...usageTexts.fr.translation,
    ...historyTexts.fr.translation,
    ...ordersTexts.fr.translation,
    ...referenceDataTexts.fr.translation,
    ...reportsTexts.fr.translation,
    ...stylesTexts.fr.translation,
    ...stylePictureTexts.fr.translation,
    ...purchasePlansTexts.fr.translation,
    ...purchasePlanScreensTexts.fr.translation,
    ...purchasePlanOutputsTexts.fr.translation,
    ...toastsTexts.fr.translation,
    ...styleFiguresTexts.fr.translation,
    ...operationsTexts.fr.translation,
    ...styleDashboardTexts.fr.translation,
    ...styleGridTexts.fr.translation,
    ...styleWindowTexts.fr.translation,
    ...styleStagesTexts.fr.translation,
    ...styleSamplesTexts.fr.translation,
    ...styleActualsTexts.fr.translation,
    ...operationDialogTexts.fr.translation,
    ...identityAdminTexts.fr.translation,
    ...adminScreensTexts.fr.translation,
    ...saasScreensTexts.fr.translation,
    ...stitchComponentsTexts.fr.translation,
    ...idempotencyTexts.fr.translation,
  },
  errors: {
    'Spool:ValidationError': 'Certaines des données envoyées ne sont pas valides.',
    'Spool:NotFound': 'Ce que vous avez demandé n’existe pas.',
    'Spool:Unauthorized': 'Veuillez vous connecter pour continuer.',
    'Spool:Forbidden': 'Vous n’avez pas l’autorisation de faire cela.',
    'Spool:Conflict':
      'Quelqu’un d’autre a modifié ceci entre-temps. Rechargez la page et réessayez.',
    'Spool:Duplicate':
      'Quelqu’un vient d’enregistrer la même valeur : elle est prise. Choisissez-en une autre.',
    'Spool:PayloadTooLarge': 'Ce que vous avez envoyé est trop volumineux.',
    'Spool:ServiceUnavailable':
      'Le service n’est pas disponible pour le moment. Réessayez dans quelques instants.',
    'Spool:InternalError': 'Une erreur inattendue s’est produite. Référence : {{requestId}}',
    'Spool:RouteNotFound': 'Il n’existe aucune API à {{method}} {{path}}.',
    'Spool.Catalogue:CustomerNotFound': 'Le client {{id}} n’existe pas.',
    'Spool.Catalogue:DuplicateCustomerName': 'Un client nommé « {{name}} » existe déjà.',
    'Spool.Catalogue:ThreadReferenceNotFound': 'Un fil choisi dans une opération n’existe plus.',
    'Spool.Consumption:StitchTypeNotFound': 'Le type de point {{code}} n’existe pas.',
    'Spool.Reports:IncompleteOperationData':
      'Données incomplètes dans l’opération. Impossible de télécharger le rapport.',
    'Spool.Tenancy:TenantNotFound': 'Le locataire {{id}} n’existe pas.',
    'Spool.Tenancy:DuplicateTenantName': 'Un locataire nommé « {{name}} » existe déjà.',
    'Spool.Tenancy:ConnectionStringInvalid':
      'La chaîne de connexion doit être une adresse PostgreSQL : postgres://utilisateur:motdepasse@serveur:port/base.',
    'Spool.Tenancy:DatabaseNameMissing':
      'La chaîne de connexion ne nomme aucune base : indiquez le nom de la base de données.',
    'Spool.Tenancy:DatabaseNameMismatch':
      'La chaîne de connexion nomme la base « {{inConnectionString}} », pas « {{databaseName}} ».',
    'Spool.Tenancy:DatabaseUnreachable':
      'Impossible d’utiliser la base de données {{database}} : {{reason}}',
    'Spool.Tenancy:TenantHasStyles':
      'Le locataire a {{count}} modèles dans sa base actuelle. Spool ne déplace pas de données entre bases, la base du locataire ne peut donc pas être changée.',
    'Spool.Tenancy:OrganisationNotFound': 'L’organisation {{id}} n’existe pas.',
    ...systemConfigurationTexts.fr.errors,
    ...shadesTexts.fr.errors,
    ...customSettingsTexts.fr.errors,
    ...costFileTexts.fr.errors,
    ...styleImportTexts.fr.errors,
    ...firstStartTexts.fr.errors,
    ...usageTexts.fr.errors,
    ...historyTexts.fr.errors,
    ...ordersTexts.fr.errors,
    ...referenceDataTexts.fr.errors,
    ...reportsTexts.fr.errors,
    ...stylesTexts.fr.errors,
    ...styleSamplesTexts.fr.errors,
    ...stylePictureTexts.fr.errors,
    ...purchasePlansTexts.fr.errors,
    ...purchasePlanScreensTexts.fr.errors,
    ...purchasePlanOutputsTexts.fr.errors,
    ...operationsTexts.fr.errors,
    ...styleDashboardTexts.fr.errors,
    ...styleGridTexts.fr.errors,
    ...styleWindowTexts.fr.errors,
    ...styleActualsTexts.fr.errors,
    ...operationDialogTexts.fr.errors,
    ...identityAdminTexts.fr.errors,
    ...adminScreensTexts.fr.errors,
    ...saasScreensTexts.fr.errors,
    ...stitchComponentsTexts.fr.errors,
    ...idempotencyTexts.fr.errors,
  },
} as const satisfies Messages;
