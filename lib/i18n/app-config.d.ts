// Types the messages and locales of next-intl from the Danish files (the default locale).
import type { routing } from './routing';
import type common from '../../messages/da-DK/common.json';
import type account from '../../messages/da-DK/account.json';
import type general from '../../messages/da-DK/general.json';
import type rentalHousing from '../../messages/da-DK/rentalHousing.json';
import type rentalOverview from '../../messages/da-DK/rentalOverview.json';
import type applyModal from '../../messages/da-DK/applyModal.json';
import type newBuilds from '../../messages/da-DK/newBuilds.json';
import type search from '../../messages/da-DK/search.json';
import type applications from '../../messages/da-DK/applications.json';
import type application from '../../messages/da-DK/application.json';
import type waitingListOfferConfirmation from '../../messages/da-DK/waitingListOfferConfirmation.json';
import type waitingList from '../../messages/da-DK/waitingList.json';
import type waitingListCompleteSignup from '../../messages/da-DK/waitingListCompleteSignup.json';
import type paymentConfirmation from '../../messages/da-DK/paymentConfirmation.json';
import type property from '../../messages/da-DK/property.json';
import type moreDetails from '../../messages/da-DK/moreDetails.json';
import type propertyFinancials from '../../messages/da-DK/propertyFinancials.json';
import type tenantAssignmentFlowOffer from '../../messages/da-DK/tenantAssignmentFlowOffer.json';
import type tenantAssignmentFlowOfferInterest from '../../messages/da-DK/tenantAssignmentFlowOfferInterest.json';
import type bookingInvitation from '../../messages/da-DK/bookingInvitation.json';
import type bookingInvitationConfirmation from '../../messages/da-DK/bookingInvitationConfirmation.json';
import type bookingSurvey from '../../messages/da-DK/bookingSurvey.json';
import type bookingSurveyConfirmation from '../../messages/da-DK/bookingSurveyConfirmation.json';
import type embedded from '../../messages/da-DK/embedded.json';
import type subscriptions from '../../messages/da-DK/subscriptions.json';
import type email from '../../messages/da-DK/email.json';
import type content from '../../messages/da-DK/content.json';
import type companyConsole from '../../messages/da-DK/companyConsole.json';
import type homeBase from '../../messages/da-DK/homeBase.json';
import type openBooks from '../../messages/da-DK/openBooks.json';
import type conversations from '../../messages/da-DK/conversations.json';

type Messages = {
  common: typeof common;
  account: typeof account;
  general: typeof general;
  rentalHousing: typeof rentalHousing;
  rentalOverview: typeof rentalOverview;
  applyModal: typeof applyModal;
  newBuilds: typeof newBuilds;
  search: typeof search;
  applications: typeof applications;
  application: typeof application;
  waitingListOfferConfirmation: typeof waitingListOfferConfirmation;
  waitingList: typeof waitingList;
  waitingListCompleteSignup: typeof waitingListCompleteSignup;
  paymentConfirmation: typeof paymentConfirmation;
  property: typeof property;
  moreDetails: typeof moreDetails;
  propertyFinancials: typeof propertyFinancials;
  tenantAssignmentFlowOffer: typeof tenantAssignmentFlowOffer;
  tenantAssignmentFlowOfferInterest: typeof tenantAssignmentFlowOfferInterest;
  bookingInvitation: typeof bookingInvitation;
  bookingInvitationConfirmation: typeof bookingInvitationConfirmation;
  bookingSurvey: typeof bookingSurvey;
  bookingSurveyConfirmation: typeof bookingSurveyConfirmation;
  embedded: typeof embedded;
  subscriptions: typeof subscriptions;
  email: typeof email;
  content: typeof content;
  companyConsole: typeof companyConsole;
  homeBase: typeof homeBase;
  openBooks: typeof openBooks;
  conversations: typeof conversations;
};

declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: Messages;
  }
}
