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

/** The Portuguese catalogue. */
export const pt = {
  translation: {
    app: {
      name: 'Spool',
      tagline: 'Consumo e custo de linha para confeccionistas',
    },
    landing: {
      title: 'Bem-vindo ao Spool',
      intro:
        'Defina seus modelos e as operações de costura, e o Spool mostra quanta linha cada peça precisa, quantos cones comprar e quanto custam.',
      stepStyles: 'Modelos e operações',
      stepStylesText: 'Descreva cada peça e as costuras que a compõem.',
      stepThread: 'Linha por peça',
      stepThreadText: 'Consumo por operação, marca, ticket e cor.',
      stepCost: 'Cones e custo',
      stepCostText: 'Cones a comprar e custo por pedido e por peça.',
      copyright: '© {{year}} Spool',
      signInSso: 'Entrar com login único',
      logIn: 'Entrar',
      continueAs: 'Continuar como {{name}}',
      publishedOn: 'Publicado em {{date}}',
      privacy: 'Política de privacidade e de cookies',
      language: 'Idioma',
      signInUnavailable:
        'Não foi possível iniciar a sessão: o serviço de início de sessão em {{address}} não respondeu. Verifique se este computador o alcança e tente novamente; se continuar a falhar, avise quem administra o Spool.',
      otherAddress:
        'Esta página está aberta em {{here}}, mas o Spool só inicia sessões em {{publicAddress}}.',
      otherAddressSetPublicUrl:
        'Esse endereço só funciona no computador onde o Spool é executado. Para que este computador possa iniciar sessão, quem administra o Spool define SPOOL_PUBLIC_URL={{here}} e reinicia o Spool; depois todos abrem {{here}}.',
      otherAddressOpen: 'Abrir o Spool em {{publicAddress}}',
    },
    privacy: {
      title: 'Política de privacidade e de cookies',
      text: 'O Spool guarda apenas o necessário para fazer seu login e realizar seu trabalho. O provedor de login define um cookie de sessão; este navegador guarda seus tokens de login até você sair. Seus modelos e configurações ficam no espaço da sua organização e nunca são compartilhados com outra organização.',
    },
    session: {
      loading: 'Carregando a configuração do aplicativo',
      loggingOut: 'Saindo',
      error: 'Erro',
      configurationUnavailable: 'Configuração do aplicativo indisponível',
      retry: 'Tentar novamente',
    },
    callback: {
      completing: 'Concluindo o login…',
      identity: 'Carregando a identidade…',
      configuration: 'Obtendo a configuração do aplicativo…',
      redirecting: 'Redirecionando para o painel…',
    },
    shell: {
      openMenu: 'Abrir o menu',
      closeMenu: 'Fechar o menu',
      system: 'Sistema',
      users: 'Usuários',
      roles: 'Perfis',
      saas: 'SaaS',
      hostFeatures: 'Recursos do host',
      tenants: 'Inquilinos',
      debug: 'Depuração',
      authInfo: 'Informações de autenticação',
      dashboard: 'Painel',
      purchasePlans: 'Planos de compra',
      account: 'Conta',
      signOut: 'Sair',
      host: 'Host',
      switchTenant: 'Mudar para',
      profile: 'Perfil',
      help: 'Ajuda',
      support: 'Suporte',
      suggestions: 'Sugestões',
      systemConfiguration: 'Configuração do sistema',
    },
    guard: {
      insufficientPermissions: 'Permissões insuficientes',
      featureDisabled: 'Recurso desativado',
      tenantOnly:
        'A configuração do sistema pertence a um inquilino: entre num inquilino para a alterar.',
    },
    dashboard: {
      title: 'Painel',
      welcome: 'Bem-vindo, {{name}}',
      insufficientAccess: 'Nível de acesso insuficiente.',
    },
    admin: {
      usersTitle: 'Usuários do sistema',
      rolesTitle: 'Perfis do sistema',
    },
    authInfo: {
      title: 'Informações de autenticação',
      user: 'Usuário conectado',
      accessToken: 'Token de acesso',
      expiresAt: 'Expiração do token',
      error: 'Erro de login',
      none: 'Nenhum',
    },
    errorPages: {
      unauthorizedTitle: '401 Não autorizado',
      unauthorizedText: 'O acesso a este recurso foi negado.',
      internalTitle: '500',
      internalText: 'Erro interno do servidor',
      authenticationTitle: 'Erro de autenticação',
      authenticationText: 'Ocorreu um erro inesperado',
      sessionExpiredTitle: 'Sessão expirada',
      sessionExpiredText: 'Sua sessão expirou. Entre novamente.',
      home: 'Voltar ao início',
      signInAgain: 'Entrar novamente',
    },
    health: {
      checking: 'Verificando o servidor…',
      ok: 'Servidor pronto · {{database}} · versão {{version}}',
      unavailable: 'O servidor não consegue acessar o banco de dados.',
      unreachable: 'Não é possível acessar o servidor.',
      database: {
        pglite: 'banco de dados embutido',
        postgresql: 'servidor PostgreSQL',
      },
    },
    notFound: {
      title: 'Página não encontrada',
      text: 'O URL solicitado não foi encontrado neste servidor.',
    },
    signIn: {
      title: 'Entrar no Spool',
      login: 'Nome de usuário ou e-mail',
      password: 'Senha',
      submit: 'Entrar',
      cancel: 'Cancelar',
      invalid: 'O nome de usuário ou a senha não estão corretos.',
      invalidPolicy: 'Após 5 senhas erradas seguidas, a conta fica bloqueada por 5 minutos.',
      throttled: 'Muitas tentativas de entrada. Tente novamente depois das {{time}}.',
      organisation: 'Organização',
      organisationHint:
        'Opcional. Deixe vazio para entrar na administração do host, ou se o seu nome de usuário for só seu; se ele existir em várias organizações, digite a sua.',
      signingOut: 'Saindo…',
      signOut: 'Sair',
      signedOut: 'Você saiu da sua conta.',
      backToSpool: 'Voltar ao Spool',
      errorTitle: 'Erro de login',
      errorText: 'Algo deu errado ao entrar. Comece novamente pelo Spool.',
    },
    validation: {
      required: 'Este campo é obrigatório.',
      maxLength: 'No máximo {{max}} caracteres.',
      invalid: 'Este valor não é válido.',
      min: 'No mínimo {{min}}.',
      max: 'No máximo {{max}}.',
      positive: 'Deve ser maior que 0.',
      wholeNumber: 'Deve ser um número inteiro.',
      maxTwoDecimals: 'No máximo 2 casas decimais.',
      unknownStitchType: 'Este tipo de ponto não é válido.',
      tooManyComponentLines: 'No máximo 4 linhas de componentes.',
      componentLinesMismatch: 'As linhas de componentes não correspondem ao tipo de ponto.',
      unknownFeature: 'Este recurso não existe.',
      invalidFeatureValue: 'Este valor não é válido para este recurso.',
      invalidCharacters: 'Este texto contém caracteres não permitidos.',
    },
    profile: {
      title: 'Perfil',
      userName: 'Nome de usuário',
      name: 'Nome',
      email: 'E-mail',
      tenant: 'Espaço da organização',
      roles: 'Funções',
      accountType: 'Tipo de conta',
      tenantAdministrator: 'Administrador do inquilino',
      none: '—',
    },
    ...systemConfigurationTexts.pt.translation,
    ...shadesTexts.pt.translation,
    ...customSettingsTexts.pt.translation,
    ...costFileTexts.pt.translation,
    ...styleImportTexts.pt.translation,
    ...firstStartTexts.pt.translation,
    ...usageTexts.pt.translation,
    ...historyTexts.pt.translation,
    ...ordersTexts.pt.translation,
    ...referenceDataTexts.pt.translation,
    ...reportsTexts.pt.translation,
    ...stylesTexts.pt.translation,
    ...stylePictureTexts.pt.translation,
    ...purchasePlansTexts.pt.translation,
    ...purchasePlanScreensTexts.pt.translation,
    ...purchasePlanOutputsTexts.pt.translation,
    ...toastsTexts.pt.translation,
    ...styleFiguresTexts.pt.translation,
    ...operationsTexts.pt.translation,
    ...styleDashboardTexts.pt.translation,
    ...styleGridTexts.pt.translation,
    ...styleWindowTexts.pt.translation,
    ...styleStagesTexts.pt.translation,
    ...styleSamplesTexts.pt.translation,
    ...styleActualsTexts.pt.translation,
    ...operationDialogTexts.pt.translation,
    ...identityAdminTexts.pt.translation,
    ...adminScreensTexts.pt.translation,
    ...saasScreensTexts.pt.translation,
    ...stitchComponentsTexts.pt.translation,
    ...idempotencyTexts.pt.translation,
  },
  errors: {
    'Spool:ValidationError': 'Alguns dos dados enviados não são válidos.',
    'Spool:NotFound': 'O que você pediu não existe.',
    'Spool:Unauthorized': 'Entre para continuar.',
    'Spool:Forbidden': 'Você não tem permissão para fazer isso.',
    'Spool:Conflict': 'Outra pessoa alterou isto nesse meio-tempo. Recarregue e tente novamente.',
    'Spool:Duplicate': 'Alguém acabou de gravar o mesmo valor: já está em uso. Escolha outro.',
    'Spool:PayloadTooLarge': 'O que você enviou é grande demais.',
    'Spool:ServiceUnavailable':
      'O serviço não está disponível no momento. Tente novamente em instantes.',
    'Spool:InternalError': 'Ocorreu um erro inesperado. Referência: {{requestId}}',
    'Spool:RouteNotFound': 'Não existe nenhuma API em {{method}} {{path}}.',
    'Spool.Catalogue:CustomerNotFound': 'O cliente {{id}} não existe.',
    'Spool.Catalogue:DuplicateCustomerName': 'Já existe um cliente chamado “{{name}}”.',
    'Spool.Catalogue:ThreadReferenceNotFound':
      'Uma linha escolhida em uma operação não existe mais.',
    'Spool.Consumption:StitchTypeNotFound': 'O tipo de ponto {{code}} não existe.',
    'Spool.Reports:IncompleteOperationData':
      'Dados incompletos na operação. Não é possível baixar o relatório.',
    'Spool.Tenancy:TenantNotFound': 'O inquilino {{id}} não existe.',
    'Spool.Tenancy:DuplicateTenantName': 'Já existe um inquilino chamado "{{name}}".',
    'Spool.Tenancy:ConnectionStringInvalid':
      'A cadeia de ligação deve ser um endereço PostgreSQL: postgres://utilizador:palavra-passe@servidor:porta/base.',
    'Spool.Tenancy:DatabaseNameMissing':
      'A cadeia de ligação não indica nenhuma base de dados: indique o nome da base de dados.',
    'Spool.Tenancy:DatabaseNameMismatch':
      'A cadeia de ligação indica a base de dados "{{inConnectionString}}", não "{{databaseName}}".',
    'Spool.Tenancy:DatabaseUnreachable':
      'Não é possível usar a base de dados {{database}}: {{reason}}',
    'Spool.Tenancy:TenantHasStyles':
      'O inquilino tem {{count}} modelos na sua base de dados atual. O Spool não move dados entre bases de dados, por isso a base de dados do inquilino não pode ser alterada.',
    'Spool.Tenancy:OrganisationNotFound': 'A organização {{id}} não existe.',
    ...systemConfigurationTexts.pt.errors,
    ...shadesTexts.pt.errors,
    ...customSettingsTexts.pt.errors,
    ...costFileTexts.pt.errors,
    ...styleImportTexts.pt.errors,
    ...firstStartTexts.pt.errors,
    ...usageTexts.pt.errors,
    ...historyTexts.pt.errors,
    ...ordersTexts.pt.errors,
    ...referenceDataTexts.pt.errors,
    ...reportsTexts.pt.errors,
    ...stylesTexts.pt.errors,
    ...styleSamplesTexts.pt.errors,
    ...stylePictureTexts.pt.errors,
    ...purchasePlansTexts.pt.errors,
    ...purchasePlanScreensTexts.pt.errors,
    ...purchasePlanOutputsTexts.pt.errors,
    ...operationsTexts.pt.errors,
    ...styleDashboardTexts.pt.errors,
    ...styleGridTexts.pt.errors,
    ...styleWindowTexts.pt.errors,
    ...styleActualsTexts.pt.errors,
    ...operationDialogTexts.pt.errors,
    ...identityAdminTexts.pt.errors,
    ...adminScreensTexts.pt.errors,
    ...saasScreensTexts.pt.errors,
    ...stitchComponentsTexts.pt.errors,
    ...idempotencyTexts.pt.errors,
  },
} as const satisfies Messages;
