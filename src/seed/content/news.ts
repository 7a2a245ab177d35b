/** The demo news articles, newest first: title, intro and body in the light markup of richText. */

export type NewsArticle = { title: string; intro: string; body: string }

export const NEWS: NewsArticle[] = [
  {
    title: 'Zo schrijf je een motivatiebrief die opvalt',
    intro: 'Een recruiter leest je brief in een minuut. Zo zorg je dat die minuut telt.',
    body: `Een motivatiebrief is geen samenvatting van je cv. Het is je kans om te laten zien waarom je juist deze baan wilt, bij juist deze organisatie. Recruiters lezen veel brieven die met ‘Hierbij solliciteer ik’ beginnen. Val op door meteen ter zake te komen.

## Begin bij de vacature

Lees de vacature twee keer en markeer wat de werkgever het belangrijkst vindt. Kies daar twee of drie punten uit en laat met een concreet voorbeeld zien dat je die beheerst. Eén sterk voorbeeld zegt meer dan een rij eigenschappen.

## Houd het kort

- Maximaal één A4, liefst minder
- Een eerste zin die over de functie gaat, niet over jezelf
- Geen herhaling van je cv
- Een afsluiting waarin je om een gesprek vraagt

Laat je brief lezen door iemand die je niet kent. Begrijpt die na één keer lezen waarom je geschikt bent? Dan zit je goed. Twijfel je? **Onze consultants kijken graag met je mee.**`,
  },
  {
    title: 'Arbeidsmarkt in de techniek blijft krap',
    intro: 'Werkgevers in installatietechniek en industrie zoeken nog altijd vakmensen. Wat betekent dat voor jou?',
    body: `Wie in de techniek werkt, merkt het elke dag: vacatures staan lang open en teams draaien met te weinig mensen. Onze recruiters spreken werkgevers die projecten uitstellen omdat ze geen monteurs of engineers kunnen vinden. De energietransitie en de vergrijzing maken de vraag alleen maar groter.

## Wat werkgevers nu doen

Steeds meer bedrijven kijken verder dan het diploma. Ze leiden zelf op, nemen zij-instromers aan en bieden een opleidingsplek naast het werk. Ook zien we meer ruimte voor parttime werken en vaste werktijden in de service.

## Wat dit voor jou betekent

- Je hebt als technicus een sterke onderhandelingspositie
- Vraag door naar opleidingsmogelijkheden, niet alleen naar salaris
- Zij-instromers met technisch inzicht zijn welkom, ook zonder volledig diploma

Overweeg je een overstap? Bespreek eerst met een consultant wat je waard bent en welke werkgever bij je past.`,
  },
  {
    title: 'Vijf vragen die je kunt verwachten in een sollicitatiegesprek',
    intro: 'Wie zich voorbereidt op deze vijf vragen, gaat met meer rust het gesprek in.',
    body: `Elk gesprek is anders, maar sommige vragen komen bijna altijd terug. Als je daar vooraf over nadenkt, houd je tijdens het gesprek ruimte voor de vragen die je niet zag aankomen.

## De vijf klassiekers

- Vertel eens iets over jezelf
- Waarom wil je hier werken?
- Wat is je grootste kracht, en waar ben je minder goed in?
- Vertel over een situatie waarin het misging. Wat deed je toen?
- Waar sta je over vijf jaar?

## Zo pak je het aan

Beantwoord situatievragen met een kort verhaal: de situatie, wat jij deed en wat het opleverde. Houd je antwoorden bij twee minuten. Bij de vraag over je zwakte werkt eerlijkheid beter dan een verkapte kwaliteit: noem iets echts en vertel wat je eraan doet.

Vergeet niet dat een gesprek twee kanten heeft. Bereid zelf ook vragen voor, bijvoorbeeld over het team en de eerste drie maanden.`,
  },
  {
    title: 'Waarom detachering werkt voor starters',
    intro: 'Net afgestudeerd en nog niet zeker welke kant je op wilt? Detachering geeft je een vliegende start.',
    body: `Bij detachering ben je in dienst van Koers Groep en werk je voor een opdrachtgever. Voor starters heeft dat een paar duidelijke voordelen: je doet in korte tijd ervaring op bij verschillende organisaties, en je hebt een vaste begeleider die met je meekijkt.

## Ervaring in de breedte

In twee of drie jaar kun je bij een aannemer, een gemeente en een ingenieursbureau werken. Daardoor weet je sneller wat bij je past, en staat er meer op je cv dan bij één werkgever.

## Wat je van ons mag verwachten

- Een contract met ons, ook tussen twee opdrachten door
- Een consultant die regelmatig langskomt of belt
- Trainingen, bijvoorbeeld in presenteren en projectmatig werken
- Hulp bij de keuze voor een vaste baan, als je die wilt

Veel van onze starters stappen na een paar jaar in vaste dienst bij een opdrachtgever. Dat vinden we geen verlies: zo hoort het te werken.`,
  },
  {
    title: 'Koers Groep opent nieuwe vestiging in Eindhoven',
    intro: 'Vanaf deze maand zijn we ook in Brabant om de hoek, met een kantoor naast het station van Eindhoven.',
    body: `Koers Groep heeft een nieuwe vestiging geopend aan het Stationsplein in Eindhoven. Vanuit dit kantoor werken onze recruiters en accountmanagers voor werkgevers en kandidaten in Zuidoost-Brabant.

## Waarom Eindhoven

De regio rond Eindhoven is een van de belangrijkste techniekregio’s van Nederland. Veel van onze opdrachtgevers in de maakindustrie en installatietechniek zitten hier. Met een eigen kantoor zijn we dichter bij hen en bij de vakmensen die we voor hen zoeken.

## Wie je er vindt

Het team in Eindhoven richt zich vooral op Koers Techniek en Koers Bouw. Ook voor zorg en logistiek kun je er terecht; die vacatures bespreken we samen met de collega’s in Utrecht.

Kom gerust langs voor een kop koffie en een eerste kennismaking. Bellen mag ook: 040 345 67 89.`,
  },
  {
    title: 'Hybride werken: wat werkgevers nu moeten weten',
    intro: 'Thuiswerken is blijvend. Wie het goed regelt, maakt er een voordeel van bij het werven.',
    body: `Voor veel kantoorfuncties is een paar dagen thuiswerken inmiddels normaal. Kandidaten vragen er in bijna elk gesprek naar. Werkgevers die daar helder over zijn, hebben een streepje voor.

## Maak afspraken expliciet

Leg vast hoeveel dagen thuiswerken mag, of er vaste kantoordagen zijn en hoe het team bereikbaar is. Vage beloftes in de vacature leiden tot teleurstelling na de start.

## Regel de praktische kant

- Een thuiswerkvergoeding en een goede werkplek thuis
- Afspraken over reiskosten bij wisselende kantoordagen
- Aandacht voor arbo en ergonomie, ook thuis
- Een plek op kantoor die de reis waard is

Vergeet niet dat niet elke functie hybride kan. Uitvoerders, monteurs en verpleegkundigen werken op locatie. Bied hen flexibiliteit op een andere manier, bijvoorbeeld met roosterinspraak of een vierdaagse werkweek.`,
  },
  {
    title: 'Salarisonderhandeling zonder zenuwen',
    intro: 'Over geld praten vinden veel mensen lastig. Met een goede voorbereiding wordt het een gewoon gesprek.',
    body: `Het salaris komt meestal aan het eind van het sollicitatietraject ter sprake. Wie dan zijn huiswerk heeft gedaan, onderhandelt met meer rust en een beter resultaat.

## Ken je marktwaarde

Kijk in de cao van de sector welke schaal bij de functie hoort. Vergelijk vacatures voor vergelijkbare functies in je regio en vraag je consultant wat gebruikelijk is. Zo weet je welke bandbreedte redelijk is.

## Kijk verder dan het brutosalaris

- Vakantiegeld en een eventuele dertiende maand
- Pensioen en wie de premie betaalt
- Reiskosten, een leaseauto of een mobiliteitsbudget
- Opleidingsbudget en doorgroeimogelijkheden

Noem zelf een bedrag aan de bovenkant van je bandbreedte en onderbouw het met je ervaring. Blijf vriendelijk en vraag om bedenktijd als je die nodig hebt. Via een consultant onderhandel je niet alleen: wij voeren dat gesprek graag voor je.`,
  },
  {
    title: 'De zorg zoekt zij-instromers: zo maak je de overstap',
    intro: 'Altijd al iets met mensen willen doen? In de zorg kun je ook later in je loopbaan beginnen.',
    body: `Zorgorganisaties zoeken niet alleen gediplomeerde verpleegkundigen en verzorgenden. Veel instellingen bieden zij-instromers een leerwerktraject: je werkt en leert tegelijk, en je krijgt vanaf dag één salaris.

## Hoe een leerwerktraject werkt

Je werkt een paar dagen per week op een afdeling of in de wijk en gaat één dag naar school. Na twee tot drie jaar heb je bijvoorbeeld een mbo-diploma Verzorgende IG of Verpleegkunde. De werkgever betaalt meestal de opleiding.

## Ben jij geschikt?

- Je bent geduldig en je houdt van contact met mensen
- Je kunt werken in een rooster met avonden en weekenden
- Je vindt het niet erg om opnieuw in de schoolbanken te zitten

Twijfel je? Loop eerst een dag mee. Onze recruiters van Koers Zorg regelen dat graag voor je, en vertellen eerlijk wat het werk van je vraagt.`,
  },
  {
    title: 'Nieuwe cao bouw: dit verandert er',
    intro: 'Een nieuwe cao brengt vaak meer dan een loonsverhoging. Waar let je op als werknemer?',
    body: `Als werkgevers en vakbonden een nieuwe cao voor de bouw en infra afsluiten, verandert er meestal meer dan het loon alleen. Het loont om na te gaan wat de afspraken voor jouw situatie betekenen.

## Waar cao-afspraken over gaan

- Loonsverhogingen, vaak in een of meer stappen
- Regelingen voor zwaar werk en eerder stoppen
- Afspraken over reistijd en reiskosten
- Opleiding en duurzame inzetbaarheid

## Wat je zelf kunt doen

Kijk op je loonstrook of een loonsverhoging op de afgesproken datum is verwerkt. Lees de cao-tekst zelf na op de site van de sociale partners; daar staat ook wanneer de cao afloopt.

Werk je via Koers Groep bij een bouwbedrijf? Dan volgt je loon in de regel dat van vergelijkbare collega’s bij de opdrachtgever. Heb je vragen over je loonstrook, bel dan je consultant.`,
  },
  {
    title: 'Werken in de logistiek: meer dan dozen schuiven',
    intro: 'Planners, analisten en teamleiders: de logistiek heeft veel meer functies dan je denkt.',
    body: `Bij logistiek denken veel mensen aan orderpicken en vrachtwagens. Maar achter elk distributiecentrum zit een team dat plant, rekent en stuurt. Die functies zijn vaak goed te combineren met een vaste dagdienst en doorgroeimogelijkheden.

## Functies achter de schermen

- Logistiek planner: plant de stromen van en naar het warehouse
- Transportplanner: stuurt de vloot en de chauffeurs aan
- Supply chain analist: zoekt met data naar verbeteringen
- Teamleider warehouse: geeft leiding op de vloer

## Hoe kom je erin?

Voor veel functies is een mbo- of hbo-opleiding Logistiek een goede basis. Maar ook wie als orderpicker begint, kan doorgroeien: teamleiders komen vaak van de vloer. Wie goed is met cijfers, kan zich met een cursus in Excel of Power BI ontwikkelen tot analist.

Benieuwd welke vacatures er nu zijn? Bekijk het aanbod van Koers Logistiek.`,
  },
  {
    title: 'Tien tips voor een sterk LinkedIn-profiel',
    intro: 'Recruiters zoeken elke dag op LinkedIn. Zo zorg je dat ze jou vinden, en je ook benaderen.',
    body: `Een goed LinkedIn-profiel werkt voor je, ook als je niet actief zoekt. Met deze tien tips zet je de basis neer.

## De tips

- Gebruik een recente, vriendelijke foto waarop je gezicht goed te zien is
- Schrijf een kopregel die zegt wat je doet, niet alleen je functietitel
- Vertel in je samenvatting wat je kunt en wat je zoekt
- Beschrijf per functie je resultaten, niet alleen je taken
- Voeg je diploma’s en certificaten toe, zoals VCA of je BIG-registratie
- Vul je vaardigheden aan en vraag collega’s om een aanbeveling
- Zet ‘Open voor werk’ aan, eventueel alleen zichtbaar voor recruiters
- Gebruik de woorden die in vacatures voor jouw vak staan
- Reageer af en toe op berichten uit je vakgebied
- Houd je profiel actueel na elke nieuwe stap

## Tot slot

Een profiel hoeft niet perfect te zijn. Het moet kloppen met je cv en laten zien wie je bent. Recruiters bellen liever iemand met een eerlijk profiel dan iemand met een gepolijst verhaal.`,
  },
  {
    title: 'Onboarding die werkt: ervaringen van onze klanten',
    intro: 'De eerste weken bepalen of een nieuwe collega blijft. Drie opdrachtgevers vertellen wat bij hen werkt.',
    body: `Een goede start kost aandacht, maar levert veel op. We vroegen drie opdrachtgevers wat zij doen om nieuwe collega’s snel thuis te laten voelen.

## Een buddy vanaf dag één

Bij een van onze klanten in de installatietechniek rijdt elke nieuwe monteur de eerste twee weken mee met een ervaren collega. ‘Zo leren ze niet alleen het vak, maar ook hoe we met klanten omgaan,’ vertelt de servicemanager.

## Alles klaar op de eerste dag

Een zorgorganisatie zorgt dat laptop, toegangspas en rooster klaarliggen voordat iemand begint. Wie de eerste dag moet wachten op een inlogcode, voelt zich geen welkome collega.

## Samen terugkijken

- Een gesprek na één week, één maand en drie maanden
- Vragen wat beter kan in de inwerkperiode
- De consultant van Koers Groep schuift aan bij het eerste gesprek

Wil je weten hoe wij nieuwe medewerkers bij jouw organisatie kunnen begeleiden? Neem contact op met een van onze accountmanagers.`,
  },
  {
    title: 'Omgevingswet: gemeenten zoeken specialisten',
    intro: 'Sinds 2024 geldt de Omgevingswet. Gemeenten zoeken mensen die weten hoe je ermee werkt.',
    body: `Op 1 januari 2024 is de Omgevingswet in werking getreden. De wet bundelt regels voor bouwen, milieu, water en ruimte. Voor gemeenten betekent dat een nieuwe manier van werken, en een grote vraag naar mensen die de wet kennen.

## Welke functies gevraagd zijn

- Vergunningverleners die aanvragen toetsen aan het omgevingsplan
- Beleidsmedewerkers die aan de omgevingsvisie werken
- Juristen omgevingsrecht
- Informatiespecialisten voor het Digitaal Stelsel Omgevingswet

## Overstappen vanuit de markt

Werk je bij een adviesbureau, een projectontwikkelaar of een aannemer? Dan heb je vaak al veel kennis die gemeenten goed kunnen gebruiken. Met een cursus omgevingsrecht ben je snel op de hoogte van de nieuwe regels.

Koers Publiek helpt je bij de overstap naar de overheid, met een detachering of met een vaste baan.`,
  },
  {
    title: 'Koers Groep wint prijs voor goed werkgeverschap',
    intro: 'Onze eigen medewerkers gaven ons een regionale werkgeversprijs. Daar zijn we trots op.',
    body: `Koers Groep heeft een regionale prijs voor goed werkgeverschap gewonnen. De prijs wordt toegekend op basis van een onderzoek onder de eigen medewerkers van de deelnemende bedrijven.

## Wat onze collega’s noemden

Medewerkers waardeerden vooral de ruimte om zelf hun werk in te richten, het opleidingsbudget en de manier waarop we omgaan met gedetacheerde collega’s. Die horen er bij ons net zo goed bij als de mensen op kantoor.

## Wat we ermee doen

- We blijven investeren in opleiding voor iedereen, ook voor gedetacheerden
- We houden elk jaar een eigen medewerkersonderzoek
- We nemen de verbeterpunten serieus, zoals de bereikbaarheid van het kantoor in Zwolle

‘Deze prijs is van ons allemaal,’ zegt directeur Marieke van den Berg. ‘Wie goed voor zijn eigen mensen zorgt, kan ook goed voor kandidaten en klanten zorgen.’`,
  },
  {
    title: 'Van stage naar vaste baan in drie stappen',
    intro: 'Een stage is vaak de beste sollicitatie. Zo maak je er een vaste baan van.',
    body: `Veel werkgevers zien een stage als een lange kennismaking. Wie het goed aanpakt, heeft aan het einde van de stage een baanaanbod op zak.

## Stap 1: laat zien wat je kunt

Neem initiatief en vraag om een eigen opdracht. Lever af wat je belooft en vraag regelmatig om feedback. Zo weet je waar je staat.

## Stap 2: bouw aan je netwerk

Leer je collega’s kennen, ook buiten je eigen team. Eet mee in de kantine en ga mee naar de borrel. Mensen die je kennen, denken aan je als er een plek vrijkomt.

## Stap 3: zeg wat je wilt

- Vertel halverwege je stage dat je graag wilt blijven
- Vraag wat de organisatie zoekt in een nieuwe collega
- Bespreek wat je nog moet leren om in aanmerking te komen

Komt er geen plek vrij? Vraag dan om een referentie. Met een goede stage op zak helpen wij je graag verder.`,
  },
  {
    title: 'Wat doet een werkvoorbereider eigenlijk?',
    intro: 'Geen bouwproject zonder werkvoorbereider. Toch weten weinig mensen wat het vak inhoudt.',
    body: `De werkvoorbereider is de schakel tussen het ontwerp en de bouwplaats. Hij of zij zorgt dat alles geregeld is voordat de uitvoering begint: tekeningen, materialen, onderaannemers en planning.

## Een dag uit het leven

Een werkvoorbereider begint de dag vaak met het doorlopen van de planning. Daarna volgen overleggen met de uitvoerder, offertes van leveranciers en vragen van de architect. Tussendoor controleert hij werktekeningen en verwerkt hij wijzigingen.

## Wat je nodig hebt

- Een mbo 4- of hbo-opleiding Bouwkunde
- Inzicht in hoe er op de bouwplaats gewerkt wordt
- Overzicht en gevoel voor planning
- Goede communicatieve vaardigheden

## Doorgroeien

Veel werkvoorbereiders groeien door naar projectleider of bedrijfsbureaumanager. Anderen specialiseren zich in bijvoorbeeld BIM of calculatie. Benieuwd of het vak bij je past? Lees het verhaal van Sanne, die van timmerman werkvoorbereider werd.`,
  },
  {
    title: 'Duurzaam bouwen vraagt nieuwe vaardigheden',
    intro: 'Circulair, houtbouw en energieneutraal: de bouw verandert, en vakmensen veranderen mee.',
    body: `Duurzaamheid is in de bouw geen bijzaak meer. Opdrachtgevers vragen om woningen zonder gasaansluiting, om materialen die hergebruikt kunnen worden en om minder uitstoot op de bouwplaats. Dat vraagt nieuwe kennis van iedereen die bouwt.

## Wat er verandert

- Meer prefab en houtbouw, met andere bouwmethodes
- Installaties met warmtepompen en ventilatie met warmteterugwinning
- Elektrisch materieel op de bouwplaats
- Materiaalpaspoorten en hergebruik van bouwdelen

## Bijblijven

Veel werkgevers bieden cursussen aan, bijvoorbeeld over luchtdicht bouwen of over het werken met houten bouwsystemen. Ook de vakopleidingen nemen duurzaamheid steeds vaker op in hun lesstof.

Werk je al in de bouw en wil je je hierin ontwikkelen? Vraag je consultant naar opdrachtgevers die voorop lopen in duurzaam bouwen.`,
  },
  {
    title: 'Flexibel werken voor vijftigplussers',
    intro: 'Met ervaring en flexibiliteit ben je als vijftigplusser een aanwinst. Zo benut je dat.',
    body: `Vijftigplussers hebben kennis en ervaring die werkgevers hard nodig hebben. Toch twijfelen veel mensen boven de vijftig of ze nog van baan kunnen wisselen. Flexibel werken, via detachering of interim, is dan een goede manier om nieuwe stappen te zetten.

## De voordelen

- Je zet je ervaring in bij verschillende organisaties
- Je kunt kiezen voor minder uren of een kortere opdracht
- Je leert nieuwe collega’s en werkwijzen kennen

## Zo pak je het aan

Beschrijf in je cv vooral de laatste tien jaar en je resultaten. Laat zien dat je bijblijft, bijvoorbeeld met een recente cursus. En wees duidelijk over wat je zoekt: ook ‘minder verantwoordelijkheid’ is een goede wens.

Onze consultants kennen de werkgevers die bewust kiezen voor ervaring. Maak een afspraak voor een vrijblijvend gesprek.`,
  },
  {
    title: 'Interim of vast: wat past bij jou?',
    intro: 'Vrijheid en afwisseling, of zekerheid en binding? Een paar vragen helpen je kiezen.',
    body: `Steeds meer professionals werken als interimmer of via detachering. Anderen kiezen bewust voor een vaste baan. Er is geen goed of fout; het gaat erom wat bij jouw situatie past.

## Interim past bij je als

- Je afwisseling zoekt en snel je weg vindt in een nieuwe organisatie
- Je graag een duidelijke opdracht met een begin en een einde hebt
- Je het niet erg vindt om af en toe tussen twee opdrachten te zitten

## Vast past bij je als

- Je een team en een organisatie wilt zien groeien
- Je zekerheid belangrijk vindt, bijvoorbeeld voor een hypotheek
- Je graag op de lange termijn aan je ontwikkeling werkt

Detachering combineert een deel van beide: je werkt bij wisselende opdrachtgevers, met een vast contract bij ons. Twijfel je? Bespreek het met een consultant van Koers Groep.`,
  },
  {
    title: 'Inclusief werven begint bij de vacaturetekst',
    intro: 'Wie in de vacaturetekst onbedoeld mensen uitsluit, mist talent. Zo schrijf je een tekst voor iedereen.',
    body: `De vacaturetekst is vaak het eerste contact met een kandidaat. Woorden als ‘jong en dynamisch’ of een lange lijst eisen zorgen ervoor dat goede kandidaten afhaken, nog voor ze solliciteren.

## Let op je woorden

Vermijd woorden die naar leeftijd of geslacht verwijzen. Beschrijf wat iemand gaat doen, niet wie iemand moet zijn. Gebruik de jij-vorm en schrijf zoals je praat.

## Minder eisen, betere kandidaten

- Scheid wat echt nodig is van wat mooi meegenomen is
- Vraag om ervaring, niet om een aantal jaren ervaring
- Vermeld of de functie parttime kan
- Noem het salaris, zodat kandidaten weten waar ze aan toe zijn

## Kijk ook naar je proces

Een inclusieve tekst werkt pas als het proces daarna ook eerlijk is. Gebruik dezelfde vragen voor alle kandidaten en laat meer dan één persoon meebeslissen. Onze recruiters helpen je graag bij het herschrijven van je vacatures.`,
  },
  {
    title: 'Koers Groep breidt team recruiters uit',
    intro: 'We groeien, en daarom zoeken we zelf ook nieuwe collega’s voor ons recruitmentteam.',
    body: `Koers Groep breidt het team recruiters uit. Vooral voor Koers Techniek en Koers Zorg zoeken we nieuwe collega’s die het leuk vinden om kandidaten en werkgevers bij elkaar te brengen.

## Wat je bij ons doet

Als recruiter bij Koers Groep zoek je kandidaten voor vacatures van onze opdrachtgevers. Je voert de gesprekken, stelt kandidaten voor en begeleidt ze tijdens hun eerste maanden. Je werkt nauw samen met de accountmanagers van je label.

## Wie we zoeken

- Je hebt een hbo-opleiding of vergelijkbaar werk- en denkniveau
- Je hebt ervaring in werving en selectie, of je wilt het vak leren
- Je bent nieuwsgierig naar mensen en hun verhaal

## Meer weten?

Kijk op de pagina Werken bij Koers Groep voor de openstaande functies. Of bel Jeroen Kuipers, manager recruitment, voor een eerste kennismaking.`,
  },
  {
    title: 'Techniek en vrouwen: de cijfers van dit jaar',
    intro: 'Hoeveel vrouwen plaatsten we dit jaar in technische functies? We kijken naar onze eigen cijfers.',
    body: `Elk jaar kijken we naar de plaatsingen van Koers Techniek en Koers Bouw. Ook dit jaar is het aandeel vrouwen in technische functies bij ons licht gestegen, maar het blijft een minderheid.

## Wat we zien

Vrouwen kiezen bij ons vaker voor ontwerpende en voorbereidende functies, zoals engineer, tekenaar of werkvoorbereider. In de uitvoering en de service zijn ze nog schaars. Opvallend is dat vrouwen die via een zij-instroomtraject binnenkomen, vaak lang blijven.

## Wat werkt

- Vacatureteksten die het werk beschrijven in plaats van een stoer beeld
- Een vrouwelijke collega in het sollicitatiegesprek of bij het meelopen
- Werkgevers die zorgen voor goede werkkleding en voorzieningen op de bouwplaats

## Wat we gaan doen

We werken samen met opdrachtgevers aan meeloopdagen voor vrouwen die overwegen om in de techniek te gaan werken. Ben je nieuwsgierig? Meld je aan via een van onze vestigingen.`,
  },
  {
    title: 'Zo bereid je een assessment voor',
    intro:
      'Een assessment hoort bij veel sollicitatieprocedures. Met deze voorbereiding weet je wat je te wachten staat.',
    body: `Een assessment is een onderzoek naar je vaardigheden en je persoonlijkheid. Werkgevers gebruiken het vaak bij leidinggevende of specialistische functies. Je kunt je er beter op voorbereiden dan veel mensen denken.

## Wat een assessment kan bevatten

- Capaciteitentests, zoals cijferreeksen en taalopgaven
- Een persoonlijkheidsvragenlijst
- Een rollenspel met een acteur
- Een gesprek met een psycholoog

## Zo bereid je je voor

Oefen capaciteitentests online; het helpt om de soorten opgaven te kennen. Vul een persoonlijkheidsvragenlijst eerlijk in, want een geforceerd beeld valt in het gesprek vaak door de mand. Bij een rollenspel gaat het om hoe je handelt, niet om het perfecte antwoord.

Zorg de dag ervoor voor een goede nachtrust. Vraag achteraf altijd om het rapport. In de regel lees je het zelf voordat het naar de werkgever gaat, en mag je vragen om feitelijke fouten te herstellen.`,
  },
  {
    title: 'Werkgevers: houd talent vast met groeipaden',
    intro: 'Wie niet kan groeien, vertrekt. Met een duidelijk groeipad houd je goede mensen langer vast.',
    body: `In een krappe arbeidsmarkt is het behouden van medewerkers minstens zo belangrijk als het vinden van nieuwe. In onze exitgesprekken horen we één reden vaker dan salaris: er was geen volgende stap.

## Maak groei zichtbaar

Laat zien welke functies er binnen je organisatie zijn en hoe je daar komt. Een monteur die weet dat hij met een cursus eerste monteur of werkvoorbereider kan worden, heeft een reden om te blijven.

## Zo geef je het vorm

- Een jaarlijks ontwikkelgesprek, los van de beoordeling
- Een opleidingsbudget dat medewerkers zelf kunnen inzetten
- Interne vacatures eerst intern bekendmaken
- Mentoren die hun kennis doorgeven

Onze accountmanagers denken graag met je mee, bijvoorbeeld over een traineeprogramma of een leerwerktraject voor je eigen mensen.`,
  },
  {
    title: 'Overstappen naar de overheid: vijf misverstanden',
    intro: 'Traag, saai en slecht betaald? We zetten vijf vooroordelen over werken bij de overheid op een rij.',
    body: `Veel professionals uit het bedrijfsleven denken niet aan de overheid als volgende werkgever. Vaak speelt een beeld mee dat niet meer klopt. We bespreken vijf misverstanden die we vaak horen.

## De vijf misverstanden

- **‘Het is er saai.’** Gemeenten werken aan woningbouw, energie en de Omgevingswet: onderwerpen die je in je eigen straat terugziet.
- **‘Het gaat er traag.’** Besluiten kosten soms tijd, maar het werk zelf is vaak druk en afwisselend.
- **‘Je verdient er minder.’** Met het Individueel Keuzebudget en een goede pensioenregeling valt het totale pakket vaak mee.
- **‘Je moet er politiek voor zijn.’** Je werkt voor het bestuur, maar je hoeft zelf geen partij te kiezen.
- **‘Je komt er nooit meer weg.’** Ervaring bij de overheid wordt in de markt juist gewaardeerd.

## Proberen?

Via een detachering van Koers Publiek kun je de overheid leren kennen zonder meteen alles om te gooien.`,
  },
  {
    title: 'De rol van AI in werving en selectie',
    intro: 'Software helpt bij het zoeken en selecteren van kandidaten. Wat kan het wel, en wat niet?',
    body: `Steeds meer werkgevers en bureaus gebruiken software met kunstmatige intelligentie bij het werven. Die kan helpen om vacatureteksten te schrijven, cv’s te doorzoeken of gesprekken in te plannen. Maar de keuze voor een kandidaat blijft mensenwerk.

## Waar het helpt

- Het vinden van kandidaten met de juiste vaardigheden in een grote database
- Het opstellen van een eerste versie van een vacaturetekst
- Het plannen van gesprekken en het versturen van herinneringen

## Waar je voorzichtig moet zijn

Systemen leren van oude gegevens. Als daarin vooroordelen zitten, neemt de software die over. Daarom geldt AI voor werving en selectie in de Europese AI-verordening als een toepassing met een hoog risico, waarvoor strenge eisen gelden. Ook de AVG geeft kandidaten rechten, bijvoorbeeld als een besluit volledig geautomatiseerd wordt genomen.

## Hoe wij ermee omgaan

Bij Koers Groep gebruiken we software om te zoeken en te plannen. Welke kandidaat we voorstellen, beslist altijd een recruiter die de kandidaat heeft gesproken.`,
  },
  {
    title: 'Vakmanschap in de installatietechniek',
    intro: 'Warmtepompen, zonnepanelen en slimme regelingen: het vak van installateur is in korte tijd veranderd.',
    body: `De installatietechniek staat midden in de energietransitie. Waar een monteur vroeger vooral cv-ketels onderhield, werkt hij nu ook aan warmtepompen, ventilatiesystemen en zonnepanelen. Dat maakt het vak afwisselender en technischer.

## Wat een goede monteur onderscheidt

- Kennis van zowel werktuigbouwkundige als elektrotechnische installaties
- Het vermogen om storingen systematisch op te sporen
- Goed contact met de klant, die steeds vaker zelf vragen heeft
- De wil om bij te blijven met nieuwe technieken

## Leren blijft nodig

Fabrikanten bieden trainingen aan voor hun eigen installaties, en voor het werken met koudemiddelen heb je een F-gassencertificaat nodig. Werkgevers die daarin investeren, houden hun monteurs langer vast.

Ruben, een van onze kandidaten, werd in drie jaar de specialist warmtepompen van zijn team. Lees zijn verhaal bij de ervaringen van professionals.`,
  },
  {
    title: 'Succesvol starten in je nieuwe baan',
    intro: 'De eerste honderd dagen tellen. Zo zet je een goede start neer in je nieuwe functie.',
    body: `Je hebt de baan. Nu begint het echte werk: je collega’s leren kennen, de organisatie begrijpen en laten zien wat je kunt. Met een paar eenvoudige gewoontes maak je die eerste maanden een stuk makkelijker.

## Luister eerst

Stel veel vragen en schrijf op wat je opvalt. Wat je in je eerste weken ziet, zie je later niet meer met frisse ogen. Wacht met grote verbetervoorstellen tot je begrijpt waarom dingen gaan zoals ze gaan.

## Maak afspraken

- Bespreek met je leidinggevende wat er na drie maanden bereikt moet zijn
- Plan een kort gesprek met elke directe collega
- Vraag na een maand om feedback

Werk je via Koers Groep? Dan belt je consultant je in de eerste week en komt hij of zij na een maand langs. Loop je ergens tegenaan, meld het dan gerust eerder.`,
  },
  {
    title: 'Koers Groep sponsort techniekdag voor scholieren',
    intro: 'Tweehonderd scholieren maakten kennis met techniek bij bedrijven in de regio, met steun van Koers Groep.',
    body: `Koers Groep was dit jaar sponsor van een techniekdag voor leerlingen uit de onderbouw van het voortgezet onderwijs. De scholieren bezochten bedrijven in de regio en gingen daar zelf aan de slag.

## Wat de scholieren deden

- Een schakeling bouwen bij een installatiebedrijf
- Een klein onderdeel tekenen en laten frezen bij een machinefabriek
- Meelopen met een uitvoerder op een bouwplaats

## Waarom we meedoen

Jongeren kiezen hun vakkenpakket vaak zonder te weten wat technische beroepen inhouden. Een dag in een echt bedrijf laat zien hoe afwisselend het werk is. Voor de bedrijven is het een kans om zich te laten zien aan hun collega’s van morgen.

Volgend jaar doen we opnieuw mee. Wil je als bedrijf je deuren openen voor scholieren? Neem contact op met het team van Koers Techniek.`,
  },
  {
    title: 'Trends in arbeidsvoorwaarden voor volgend jaar',
    intro: 'Waar letten kandidaten op, en wat bieden werkgevers steeds vaker? Een vooruitblik van onze consultants.',
    body: `Salaris blijft belangrijk, maar kandidaten kijken steeds vaker naar het hele pakket. In onze gesprekken met werkgevers en kandidaten zien we een aantal trends die volgend jaar verder doorzetten.

## Wat kandidaten vragen

- Zeggenschap over werktijden en rooster
- Een opleidingsbudget dat ze zelf mogen besteden
- Een mobiliteitsbudget in plaats van een leaseauto
- Duidelijkheid over het salaris al in de vacature

## Wat werkgevers bieden

Steeds meer werkgevers bieden een vierdaagse werkweek aan, met of zonder minder uren. Ook een bijdrage aan de energiekosten thuis en extra verlof bij mantelzorg zien we vaker. In sectoren met ploegendiensten gaat de aandacht naar roosters die beter te combineren zijn met een gezin.

## Ons advies

Kijk als werkgever niet alleen naar wat de buren bieden, maar vraag je eigen mensen wat zij belangrijk vinden. Daar zit vaak de beste investering.`,
  },
]
