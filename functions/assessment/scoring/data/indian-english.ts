/**
 * Indian English words and names that are not spelling mistakes (the project's word list). Harper's
 * dictionary lacks most of them, so 'dosas' came back as 'Try: donas' while the vocabulary part
 * praised it. They are added to Harper's dictionary when it loads, and a spelling issue on any of
 * them (plural or possessive too) is dropped after the check. Lower case; add words freely.
 */
const FOOD =
  'dosa idli vada sambar rasam chutney upma poha uttapam appam puttu biryani pulao paneer roti chapati chapatti paratha parotta naan puri ' +
  'bhatura chole rajma dal daal khichdi kadhi korma tikka tandoori masala garam chaat bhel samosa pakora pakoda bhaji dhokla thepla ' +
  'jalebi ladoo laddoo laddu halwa kheer payasam barfi gulab jamun rasgulla rasagola sandesh kulfi lassi chai chaas buttermilk ghee ' +
  'achar papad raita thali tiffin dabba dhaba mithai namkeen sabzi sabji aloo gobi bhindi palak methi jeera haldi hing ' +
  'curd idiyappam pongal kesari bonda murukku vadai sevai';
const LIFE =
  'kurta kurti saree sari salwar kameez dupatta dhoti lungi sherwani chappal chappals bindi mehndi mehendi rangoli diya ' +
  'namaste namaskar vanakkam ji bhai bhaiya didi akka anna amma appa nani nana dadi dada chacha chachi mausi mama bua ' +
  'lakh lakhs crore crores paise rupee rupees prepone timepass auto rickshaw autorickshaw tempo kirana bazaar mela ghat ' +
  'mandir gurudwara masjid puja pooja aarti prasad yoga ayurveda cricket kabaddi kho carrom ludo ' +
  'diwali deepavali holi onam pongal eid navratri navaratri durga dussehra dasara ganesh chaturthi raksha bandhan lohri baisakhi ' +
  'sankranti ugadi vishu bihu janmashtami christmas';
const PLACES =
  'india bharat delhi mumbai bombay kolkata calcutta chennai madras bengaluru bangalore hyderabad pune ahmedabad jaipur lucknow ' +
  'kochi cochin kozhikode thiruvananthapuram trivandrum madurai coimbatore mysuru mysore mangaluru mangalore goa panaji surat ' +
  'indore bhopal nagpur patna ranchi bhubaneswar guwahati shillong chandigarh amritsar shimla dehradun varanasi agra kanpur ' +
  'visakhapatnam vijayawada tirupati puducherry pondicherry ooty munnar kerala karnataka maharashtra gujarat rajasthan punjab ' +
  'haryana bihar odisha orissa assam telangana andhra pradesh tamil nadu uttar bengal jharkhand chhattisgarh uttarakhand himachal ' +
  'kashmir ladakh sikkim manipur mizoram nagaland tripura meghalaya arunachal ganga yamuna godavari kaveri cauvery narmada';
const NAMES =
  'aarav aditi aditya akash amit amitabh ananya anil anita anjali ankit anu arjun asha ashok ayesha deepa deepak dev dhruv divya ' +
  'farhan fatima gaurav geeta gita harish isha ishaan kabir kavya kiran krishna lakshmi manoj meena meera mohan naveen neha nikhil ' +
  'nisha pooja prakash pranav priya rahul raj rajesh ramesh ravi riya rohan rohit sachin sahil sameer sanjay sara sarita ' +
  'shreya shruti siddharth sita sneha sonia suresh sunil sunita swati tanvi tara uma varun vijay vikram vinay vivek yash zoya ' +
  'aisha arnav diya ira kiara myra reyansh vihaan sai anaya advik ved saanvi navya ahaan kartik tanya mehul hari gopal ' +
  'iyer nair menon pillai reddy rao sharma verma gupta singh kumar patel shah mehta joshi desai kulkarni banerjee chatterjee mukherjee ' +
  'das bose sen ghosh khan ali hussain fernandes dsouza pereira';

export const INDIAN_ENGLISH_WORDS: ReadonlySet<string> = new Set(
  [FOOD, LIFE, PLACES, NAMES].join(' ').split(/\s+/).filter(Boolean),
);

/** The list with plural forms, as added to the checker's dictionary (it knows no endings for added words). */
export function dictionaryWords(): string[] {
  return [...INDIAN_ENGLISH_WORDS].flatMap((w) => [w, `${w}s`, w[0]!.toUpperCase() + w.slice(1)]);
}

/** Whether a word the checker flagged is on the list: itself, or its plural or possessive. */
export function isIndianEnglish(word: string): boolean {
  const w = word.toLowerCase().replace(/['’]s$/, '');
  return (
    INDIAN_ENGLISH_WORDS.has(w) ||
    (w.endsWith('s') && INDIAN_ENGLISH_WORDS.has(w.slice(0, -1))) ||
    (w.endsWith('es') && INDIAN_ENGLISH_WORDS.has(w.slice(0, -2)))
  );
}
