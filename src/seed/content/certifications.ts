/** The quality marks and memberships an employer looks for in a Dutch staffing agency. */
export const CERTIFICATIONS: Array<{ name: string; url: string; colour: string; description: string }> = [
  {
    name: 'NEN 4400-1',
    url: 'https://www.normeringarbeid.nl',
    colour: '#1d4ed8',
    description:
      'We worden twee keer per jaar gecontroleerd op het correct afdragen van loonheffingen en btw. Zo loop je als opdrachtgever geen risico op naheffingen.',
  },
  {
    name: 'SNA-keurmerk',
    url: 'https://www.normeringarbeid.nl',
    colour: '#047857',
    description:
      'Het keurmerk van de Stichting Normering Arbeid: het bewijs dat we betrouwbaar zijn ingeschreven en gecontroleerd volgens NEN 4400-1.',
  },
  {
    name: 'ABU',
    url: 'https://www.abu.nl',
    colour: '#b91c1c',
    description:
      'We zijn lid van de Algemene Bond Uitzendondernemingen en werken volgens de ABU-cao en de gedragscode van de branche.',
  },
  {
    name: 'NBBU',
    url: 'https://www.nbbu.nl',
    colour: '#7c3aed',
    description:
      'Ook als lid van de Nederlandse Bond van Bemiddelings- en Uitzendondernemingen houden we ons aan strenge eisen voor kwaliteit en eerlijk werkgeverschap.',
  },
]
