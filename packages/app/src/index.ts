// The public face of @admissions/app: build and run the applicant SPA, or pieces of it, in another host.

// the app
export { App, createApp } from './app/createApp.tsx';
export type { AppRouter, CreateAppOptions, CreatedApp } from './app/createApp.tsx';
export { createAppServices } from './app/createAppServices.ts';
export type { AppServicesOptions } from './app/createAppServices.ts';
export { AppProviders, useAppServices } from './app/AppProviders.tsx';
export type { AppServices } from './app/AppProviders.tsx';
export { createAppRoutes, authPaths } from './routes/createAppRoutes.tsx';

// configuration
export { appConfig } from './config/appConfig.ts';
export type { AppConfig } from './config/appConfig.ts';

// the tenant the server delivers
export { loadTenantModule } from './tenant/loadTenantModule.ts';
export { loadTenantValidator } from './tenant/loadTenantValidator.ts';
export type { TenantRuntime } from './tenant/TenantContext.tsx';
export { appTheme, applyTenantTheme, themeDefaults } from './theme/appTheme.ts';

// API client and error catalogue
export type { ApiClient } from './api/ApiClient.ts';
export { createHttpApiClient } from './api/createHttpApiClient.ts';
export type { HttpApiClientOptions } from './api/createHttpApiClient.ts';
export {
  errorMessageOf,
  isUnauthorized,
  NetworkError,
  RevisionConflictError,
  ServerError,
  SubmissionRejectedError,
  UnauthorizedError,
} from './api/apiErrors.ts';
export { createQueryClient } from './api/createQueryClient.ts';

// application flow and session state
export { createApplicationFlow } from './flow/createApplicationFlow.ts';
export type { ApplicationFlow, HydrationInput, LogoutReason } from './flow/createApplicationFlow.ts';
export type { SaveOutcome } from './flow/saveAnswers.ts';
export type { ClientSnapshot } from './session/clientSnapshotStore.ts';
export { deriveWebStatus, countLogins } from './session/deriveWebStatus.ts';
export { hasSessionCookie } from './session/hasSessionCookie.ts';
export type { NavigationState } from './navigation/navigationState.ts';
export { bannerState } from './banners/bannerState.ts';
export type { BannerState } from './banners/bannerState.ts';

// the document pipeline's seam
export { unavailableDocumentServices } from './documents/DocumentServices.ts';
export type { DocumentContext, DocumentServices, DocumentServicesFactory } from './documents/DocumentServices.ts';

// building blocks
export { createToastStore } from './toasts/toastStore.ts';
export type { Toast, ToastOptions, ToastStore } from './toasts/toastStore.ts';
export { useToasts } from './toasts/ToastContext.tsx';
export { passwordRules, requirementState } from './auth/passwordRules.ts';
export type { PasswordRule, RequirementState } from './auth/passwordRules.ts';
export { createIdleTimer } from './inactivity/createIdleTimer.ts';
export type { IdleTimer, IdleTimerOptions } from './inactivity/createIdleTimer.ts';
export { createBrowserCrossTabChannel, createCrossTabChannel } from './inactivity/crossTabChannel.ts';
export type { CrossTabChannel, CrossTabMessage } from './inactivity/crossTabChannel.ts';
