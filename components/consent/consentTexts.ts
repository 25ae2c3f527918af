/** The banner's strings, translated on the server and handed to the client leaf. */
export interface ConsentTexts {
  title: string;
  description: string;
  acceptAll: string;
  refuseAll: string;
  customize: string;
  close: string;
  save: string;
  preferencesTitle: string;
  necessaryStatus: string;
  necessaryTitle: string;
  necessaryDescription: string;
  analyticsTitle: string;
  analyticsDescription: string;
  advertisingTitle: string;
  advertisingDescription: string;
  privacyLink: string;
  privacyHref: string;
}
