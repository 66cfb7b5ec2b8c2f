import { InitialSchema1795371511823 } from './1795371511823-InitialSchema';
import { ReferenceData1795371511824 } from './1795371511824-ReferenceData';
import { CatalogSearch1795371600000 } from './1795371600000-CatalogSearch';
import { ImportProgress1795371700000 } from './1795371700000-ImportProgress';
import { VehicleFitment1795371900000 } from './1795371900000-VehicleFitment';
import { UploadedImages1795372000000 } from './1795372000000-UploadedImages';
import { SessionVersion1795372100000 } from './1795372100000-SessionVersion';
import { PaymentRefunds1795372200000 } from './1795372200000-PaymentRefunds';
import { OrderHoldsAndIdempotency1795372300000 } from './1795372300000-OrderHoldsAndIdempotency';
import { EmailVerified1795372400000 } from './1795372400000-EmailVerified';
import { ReviewModeration1795372500000 } from './1795372500000-ReviewModeration';
import { SalePrices1795372600000 } from './1795372600000-SalePrices';
import { ImportProductCounters1795373100000 } from './1795373100000-ImportProductCounters';
import { DisabledAccounts1795373200000 } from './1795373200000-DisabledAccounts';
import { AuditLog1795373300000 } from './1795373300000-AuditLog';
import { ShopSettings1795373400000 } from './1795373400000-ShopSettings';
import { MailOutbox1795373500000 } from './1795373500000-MailOutbox';
import { PasswordResetTokens1795373600000 } from './1795373600000-PasswordResetTokens';
import { ImportSessionClaim1795373700000 } from './1795373700000-ImportSessionClaim';
import { ImportEventOutbox1795373760000 } from './1795373760000-ImportEventOutbox';
import { LazyCatalogVersionTriggers1795373770000 } from './1795373770000-LazyCatalogVersionTriggers';
import { SearchTitleWords1795373790000 } from './1795373790000-SearchTitleWords';
import { SearchDocumentDirectUnaccent1795373800000 } from './1795373800000-SearchDocumentDirectUnaccent';
import { SearchDocumentOnTextChange1795373820000 } from './1795373820000-SearchDocumentOnTextChange';
import { AdminBootstrapPassword1795373850000 } from './1795373850000-AdminBootstrapPassword';
import { RelevanceUniversalFit1795373860000 } from './1795373860000-RelevanceUniversalFit';
import { DropTitleTrigramIndex1795373890000 } from './1795373890000-DropTitleTrigramIndex';
import { TitleWordsFromSearchVector1795373900000 } from './1795373900000-TitleWordsFromSearchVector';
import { GinPendingListLimit1795373910000 } from './1795373910000-GinPendingListLimit';

/** In order of application. */
export const ALL_MIGRATIONS = [
  InitialSchema1795371511823,
  ReferenceData1795371511824,
  CatalogSearch1795371600000,
  ImportProgress1795371700000,
  VehicleFitment1795371900000,
  UploadedImages1795372000000,
  SessionVersion1795372100000,
  PaymentRefunds1795372200000,
  OrderHoldsAndIdempotency1795372300000,
  EmailVerified1795372400000,
  ReviewModeration1795372500000,
  SalePrices1795372600000,
  ImportProductCounters1795373100000,
  DisabledAccounts1795373200000,
  AuditLog1795373300000,
  ShopSettings1795373400000,
  MailOutbox1795373500000,
  PasswordResetTokens1795373600000,
  ImportSessionClaim1795373700000,
  ImportEventOutbox1795373760000,
  LazyCatalogVersionTriggers1795373770000,
  SearchTitleWords1795373790000,
  SearchDocumentDirectUnaccent1795373800000,
  SearchDocumentOnTextChange1795373820000,
  AdminBootstrapPassword1795373850000,
  RelevanceUniversalFit1795373860000,
  DropTitleTrigramIndex1795373890000,
  TitleWordsFromSearchVector1795373900000,
  GinPendingListLimit1795373910000,
];
