import type { QuizSeed } from './quiz-bank.types';

/** Demo quizzes of the English edition (seed data). */
export const QUIZZES_EN: readonly QuizSeed[] = [
  {
    type: 'trivia',
    title: 'Around the world in 8 questions: how good is your geography?',
    description: 'Capitals, oceans, deserts and borders. Pack your bags and find out whether you could navigate without a map.',
    topic: 'general-knowledge',
    questions: [
      {
        question: 'What is the longest river in Africa?',
        answers: ['The Congo', 'The Niger', 'The Nile', 'The Zambezi'],
        correct: 2,
        explanation: 'The Nile runs for roughly 6,650 km before reaching the Mediterranean. Whether it or the Amazon is the longest river in the world is still debated.',
      },
      {
        question: 'What is the capital of Australia?',
        answers: ['Sydney', 'Melbourne', 'Canberra', 'Perth'],
        correct: 2,
        explanation: 'Canberra was purpose-built as a compromise between rivals Sydney and Melbourne. Parliament first sat there in 1927.',
      },
      {
        question: 'Which is the largest ocean on Earth?',
        answers: ['The Pacific', 'The Atlantic', 'The Indian', 'The Southern'],
        correct: 0,
        explanation: 'The Pacific covers about a third of the planet’s surface, more than all the land on Earth put together.',
      },
      {
        question: 'Mount Everest sits on the border between Nepal and which other country?',
        answers: ['India', 'China', 'Bhutan', 'Pakistan'],
        correct: 1,
        explanation: 'Everest straddles Nepal and the Tibet Autonomous Region of China, and climbers approach it from both sides.',
      },
      {
        question: 'What is the smallest country in the world by area?',
        answers: ['Monaco', 'Vatican City', 'San Marino', 'Liechtenstein'],
        correct: 1,
        explanation: 'Vatican City covers about 0.44 square kilometres, which is smaller than many city parks.',
      },
      {
        question: 'What is the largest hot desert on Earth?',
        answers: ['The Gobi', 'The Kalahari', 'The Sahara', 'The Arabian'],
        correct: 2,
        explanation: 'The Sahara stretches across some 9 million square kilometres of North Africa. Only the polar deserts of Antarctica and the Arctic are bigger.',
      },
      {
        question: 'Which two countries share the world’s longest international border?',
        answers: ['The USA and Canada', 'Russia and Kazakhstan', 'Chile and Argentina', 'China and Mongolia'],
        correct: 0,
        explanation: 'Counting the stretch along Alaska, the US–Canada border runs for almost 8,900 km.',
      },
      {
        question: 'The Strait of Gibraltar separates Spain from which country?',
        answers: ['Algeria', 'Morocco', 'Tunisia', 'Portugal'],
        correct: 1,
        explanation: 'At its narrowest the strait is only about 14 km wide. On a clear day you can see Morocco from the Spanish coast.',
      },
    ],
    grades: [
      {
        minPercent: 0,
        title: 'Time to dust off the atlas',
        description: 'Geography isn’t your strong suit just yet. Every great traveller starts somewhere, so why not plan a trip?',
      },
      {
        minPercent: 50,
        title: 'Seasoned traveller',
        description: 'You know your way around the globe pretty well. A few more stamps in your passport and you’ll ace it.',
      },
      {
        minPercent: 85,
        title: 'Human GPS',
        description: 'Rivers, capitals, borders: nothing gets past you. Your friends should never go on a road trip without you.',
      },
    ],
  },
  {
    type: 'trivia',
    title: 'Where does that dish really come from? A world food quiz',
    description: 'From Naples to Hanoi, test how much you know about the dishes everyone loves and the stories behind them.',
    topic: 'food',
    questions: [
      {
        question: 'Which Italian city is the home of the pizza Margherita?',
        answers: ['Rome', 'Naples', 'Milan', 'Turin'],
        correct: 1,
        explanation: 'The Margherita is a Neapolitan classic, said to be named after Queen Margherita, who visited Naples in 1889. In 2017 UNESCO recognised the art of the Neapolitan pizzaiuolo.',
      },
      {
        question: 'What is the main ingredient of guacamole?',
        answers: ['Avocado', 'Lime', 'Tomatillo', 'Green chilli'],
        correct: 0,
        explanation: 'Guacamole goes back to the Aztecs. Its Nahuatl name, āhuacamōlli, simply means avocado sauce.',
      },
      {
        question: 'Which spice, taken from the flower of a crocus, is the most expensive by weight?',
        answers: ['Cardamom', 'Vanilla', 'Saffron', 'Turmeric'],
        correct: 2,
        explanation: 'Saffron threads are picked by hand, and it takes well over 100,000 crocus flowers to make a single kilo.',
      },
      {
        question: 'What is sushi rice seasoned with?',
        answers: ['Soy sauce', 'Rice vinegar', 'Fish sauce', 'Sesame oil'],
        correct: 1,
        explanation: 'Vinegared rice is what makes sushi sushi. The word refers to the sour rice, not to raw fish.',
      },
      {
        question: 'Which cheese goes into a traditional Greek salad?',
        answers: ['Halloumi', 'Feta', 'Ricotta', 'Mozzarella'],
        correct: 1,
        explanation: 'Feta is a brined cheese made mainly from sheep’s milk. It has been protected by an EU designation of origin since 2002.',
      },
      {
        question: 'Paella originally comes from which Spanish region?',
        answers: ['Andalusia', 'Catalonia', 'Valencia', 'Galicia'],
        correct: 2,
        explanation: 'Paella was born in the rice fields around Valencia. The traditional version uses chicken, rabbit and beans rather than seafood.',
      },
      {
        question: 'What makes a Yorkshire pudding rise?',
        answers: ['Yeast', 'Baking powder', 'Steam, from batter hitting very hot fat', 'Whisked egg whites folded in'],
        correct: 2,
        explanation: 'No raising agent is needed. The batter puffs up when it meets smoking-hot fat and the liquid in it turns to steam.',
      },
      {
        question: 'Which fruit is the star of a classic tarte Tatin?',
        answers: ['Pear', 'Apple', 'Plum', 'Apricot'],
        correct: 1,
        explanation: 'Tarte Tatin is an upside-down caramelised apple tart, credited to the Tatin sisters and their hotel in Lamotte-Beuvron.',
      },
      {
        question: 'Which country does pho come from?',
        answers: ['Thailand', 'Laos', 'Cambodia', 'Vietnam'],
        correct: 3,
        explanation: 'Pho, a fragrant broth with rice noodles and beef or chicken, took shape in northern Vietnam in the early 20th century.',
      },
    ],
    grades: [
      {
        minPercent: 0,
        title: 'Strictly a takeaway person',
        description: 'You know what you like, even if you don’t know where it comes from. Time to book a table somewhere new!',
      },
      {
        minPercent: 45,
        title: 'Adventurous eater',
        description: 'You’ve clearly tried a thing or two. A couple more cookbooks and you’ll be the food expert at every dinner party.',
      },
      {
        minPercent: 75,
        title: 'Well-travelled foodie',
        description: 'You know your paella from your pho and your feta from your halloumi. Your friends ask you where to eat.',
      },
      {
        minPercent: 100,
        title: 'Culinary encyclopaedia',
        description: 'A perfect score! Has anyone ever suggested you start a food column?',
      },
    ],
  },
  {
    type: 'trivia',
    title: 'Zodiac trivia: do you know your Scorpio from your Sagittarius?',
    description: 'Elements, ruling planets and symbols. A light-hearted quiz for anyone who checks their horoscope before their emails.',
    topic: 'astrology',
    questions: [
      {
        question: 'Which sign kicks off the zodiac year?',
        answers: ['Capricorn', 'Aries', 'Pisces', 'Aquarius'],
        correct: 1,
        explanation: 'The astrological year begins at the March equinox, when the Sun moves into Aries.',
      },
      {
        question: 'Which of these is not a water sign?',
        answers: ['Cancer', 'Aquarius', 'Scorpio', 'Pisces'],
        correct: 1,
        explanation: 'Despite its name and its water-bearer symbol, Aquarius is an air sign. The water signs are Cancer, Scorpio and Pisces.',
      },
      {
        question: 'Which sign is ruled by the Moon?',
        answers: ['Cancer', 'Leo', 'Virgo', 'Libra'],
        correct: 0,
        explanation: 'Cancer is the only sign ruled by the Moon, which astrologers link to its moody, home-loving reputation.',
      },
      {
        question: 'What is the traditional symbol of Capricorn?',
        answers: ['A ram', 'A bull', 'A sea-goat', 'A centaur'],
        correct: 2,
        explanation: 'Capricorn is usually drawn as a sea-goat, a goat with the tail of a fish. The centaur belongs to Sagittarius.',
      },
      {
        question: 'Someone born on Valentine’s Day is which sign?',
        answers: ['Pisces', 'Aquarius', 'Capricorn', 'Aries'],
        correct: 1,
        explanation: 'Aquarius runs from about 20 January to 18 February, so 14 February birthdays belong to the water-bearer.',
      },
      {
        question: 'Which is the only sign represented by an object rather than a living creature?',
        answers: ['Gemini', 'Virgo', 'Libra', 'Sagittarius'],
        correct: 2,
        explanation: 'Libra’s symbol is a pair of scales. Every other sign is shown as a person or an animal.',
      },
      {
        question: 'Which planet traditionally rules both Taurus and Libra?',
        answers: ['Mars', 'Venus', 'Mercury', 'Saturn'],
        correct: 1,
        explanation: 'Venus rules both signs, which is why both are said to have a soft spot for beauty and comfort.',
      },
      {
        question: 'How many signs belong to each of the four elements?',
        answers: ['Two', 'Three', 'Four', 'Six'],
        correct: 1,
        explanation: 'Twelve signs shared between fire, earth, air and water makes three signs per element.',
      },
    ],
    grades: [
      {
        minPercent: 0,
        title: 'Star-crossed',
        description: 'The zodiac is still a bit of a mystery to you. Perhaps the stars simply weren’t aligned today!',
      },
      {
        minPercent: 50,
        title: 'Horoscope regular',
        description: 'You know your signs and a fair bit more. Brush up on the ruling planets and you’ll be reading charts in no time.',
      },
      {
        minPercent: 85,
        title: 'Resident astrologer',
        description: 'Elements, symbols, planets: you know the lot. Expect friends to ask you about their compatibility.',
      },
    ],
  },
  {
    type: 'trivia',
    title: 'Classic cinema quiz: how well do you know the golden age of film?',
    description: 'Hitchcock, Hepburn, Bond and Bogart. Test your knowledge of the films that everyone should see at least once.',
    topic: 'general-knowledge',
    questions: [
      {
        question: 'Who directed Psycho (1960)?',
        answers: ['Alfred Hitchcock', 'Billy Wilder', 'Orson Welles', 'Stanley Kubrick'],
        correct: 0,
        explanation: 'Hitchcock shot Psycho in black and white on a modest budget. Its shower scene is one of the most studied sequences in film history.',
      },
      {
        question: 'Which film won the top prize at the very first Academy Awards?',
        answers: ['Sunrise', 'The Jazz Singer', 'Wings', 'Metropolis'],
        correct: 2,
        explanation: 'Wings, a First World War aviation drama, won Outstanding Picture at the first ceremony in 1929.',
      },
      {
        question: 'In Casablanca, what is the name of Rick’s nightclub?',
        answers: ['Rick’s Café Américain', 'The Blue Parrot', 'Club Havana', 'The Moroccan Room'],
        correct: 0,
        explanation: 'Humphrey Bogart’s Rick runs the Café Américain. The Blue Parrot belongs to his rival, Signor Ferrari.',
      },
      {
        question: 'Who played Holly Golightly in Breakfast at Tiffany’s (1961)?',
        answers: ['Grace Kelly', 'Audrey Hepburn', 'Marilyn Monroe', 'Elizabeth Taylor'],
        correct: 1,
        explanation: 'Audrey Hepburn’s Holly, in that little black Givenchy dress, became a style icon. Truman Capote, who wrote the novella, had wanted Marilyn Monroe.',
      },
      {
        question: 'Which 1939 film ends with the line “Frankly, my dear, I don’t give a damn”?',
        answers: ['The Wizard of Oz', 'Gone with the Wind', 'Wuthering Heights', 'Stagecoach'],
        correct: 1,
        explanation: 'Clark Gable’s parting shot as Rhett Butler tops the American Film Institute’s list of the greatest movie quotes.',
      },
      {
        question: 'How many Oscars did Titanic (1997) win?',
        answers: ['9', '11', '13', '14'],
        correct: 1,
        explanation: 'Titanic won 11 Academy Awards, a record it shares with Ben-Hur and The Lord of the Rings: The Return of the King.',
      },
      {
        question: 'Which actor starred in the most official Eon James Bond films?',
        answers: ['Sean Connery', 'Daniel Craig', 'Pierce Brosnan', 'Roger Moore'],
        correct: 3,
        explanation: 'Roger Moore made seven, from Live and Let Die (1973) to A View to a Kill (1985). Sean Connery made six, plus the unofficial Never Say Never Again.',
      },
      {
        question: 'In Citizen Kane (1941), what turns out to be “Rosebud”?',
        answers: ['A racehorse', 'A newspaper', 'A childhood sled', 'His first love'],
        correct: 2,
        explanation: 'Kane’s dying word refers to the sled he played with as a boy. The final shot shows it burning in a furnace.',
      },
    ],
    grades: [
      {
        minPercent: 0,
        title: 'Popcorn beginner',
        description: 'The classics have passed you by so far. Good news: you have a lot of brilliant films still to discover.',
      },
      {
        minPercent: 50,
        title: 'Film club regular',
        description: 'You know your Hitchcock from your Hepburn. A few more Sunday matinees and you’ll be unbeatable.',
      },
      {
        minPercent: 85,
        title: 'Walking film archive',
        description: 'Directors, quotes, Oscars: you have them all. Nobody wants to play film trivia against you.',
      },
    ],
  },
  {
    type: 'trivia',
    title: 'Science quiz: 8 questions to find out if you were paying attention in class',
    description: 'Planets, elements, the human body and the discoveries that changed the world. How much of it stuck?',
    topic: 'general-knowledge',
    questions: [
      {
        question: 'What is the chemical symbol for gold?',
        answers: ['Go', 'Gd', 'Au', 'Ag'],
        correct: 2,
        explanation: 'Au comes from aurum, the Latin word for gold. Ag, from argentum, is silver.',
      },
      {
        question: 'Which planet has the shortest day?',
        answers: ['Mercury', 'Jupiter', 'Mars', 'Earth'],
        correct: 1,
        explanation: 'Jupiter spins once in just under 10 hours, the fastest rotation of any planet in the solar system.',
      },
      {
        question: 'How many bones are there in the adult human body?',
        answers: ['186', '206', '226', '306'],
        correct: 1,
        explanation: 'Adults have 206 bones. Babies are born with around 300, and many of them fuse as they grow.',
      },
      {
        question: 'Which gas do plants take from the air for photosynthesis?',
        answers: ['Oxygen', 'Nitrogen', 'Carbon dioxide', 'Hydrogen'],
        correct: 2,
        explanation: 'Plants use sunlight to turn carbon dioxide and water into sugar, releasing oxygen as a by-product.',
      },
      {
        question: 'Who published the general theory of relativity in 1915?',
        answers: ['Isaac Newton', 'Albert Einstein', 'Niels Bohr', 'Max Planck'],
        correct: 1,
        explanation: 'Einstein described gravity as the curving of space and time by mass. A solar eclipse in 1919 confirmed one of its predictions.',
      },
      {
        question: 'What is the hardest naturally occurring substance?',
        answers: ['Diamond', 'Quartz', 'Topaz', 'Granite'],
        correct: 0,
        explanation: 'Diamond scores a 10, the top of the Mohs scale of mineral hardness.',
      },
      {
        question: 'Who discovered penicillin in 1928?',
        answers: ['Louis Pasteur', 'Alexander Fleming', 'Marie Curie', 'Joseph Lister'],
        correct: 1,
        explanation: 'Alexander Fleming noticed that a mould had killed the bacteria in one of his dishes at St Mary’s Hospital in London.',
      },
      {
        question: 'Roughly how fast does light travel in a vacuum?',
        answers: ['30,000 km per second', '300 km per second', '300,000 km per second', '3 million km per second'],
        correct: 2,
        explanation: 'Light travels at 299,792 km per second, fast enough to go round the Earth about seven and a half times in one second.',
      },
    ],
    grades: [
      {
        minPercent: 0,
        title: 'Back to the lab',
        description: 'Science class feels like a long time ago. A good documentary tonight might be just what you need.',
      },
      {
        minPercent: 40,
        title: 'Curious mind',
        description: 'The basics are there with a few gaps. A little reading and you’ll be flying.',
      },
      {
        minPercent: 70,
        title: 'Top of the class',
        description: 'From planets to penicillin, you know your stuff. Your old science teacher would be proud.',
      },
      {
        minPercent: 100,
        title: 'Professor',
        description: 'Not a single mistake! Every pub quiz team needs someone like you.',
      },
    ],
  },
  {
    type: 'trivia',
    title: 'Sporting firsts and legends: a quiz for true fans',
    description: 'Record-breaking runs, perfect tens and historic finals. Eight questions about moments sport will never forget.',
    topic: 'general-knowledge',
    questions: [
      {
        question: 'Who ran the first mile in under four minutes, in 1954?',
        answers: ['Roger Bannister', 'Sebastian Coe', 'Steve Ovett', 'John Landy'],
        correct: 0,
        explanation: 'Roger Bannister clocked 3:59.4 at Iffley Road, Oxford, on 6 May 1954. John Landy lowered the record just 46 days later.',
      },
      {
        question: 'Which country won the first FIFA World Cup, in 1930?',
        answers: ['Brazil', 'Argentina', 'Uruguay', 'Italy'],
        correct: 2,
        explanation: 'Hosts Uruguay beat Argentina 4–2 in the final in Montevideo.',
      },
      {
        question: 'Which is the oldest of tennis’s four Grand Slam tournaments?',
        answers: ['Wimbledon', 'US Open', 'French Open', 'Australian Open'],
        correct: 0,
        explanation: 'Wimbledon was first played in 1877, making it the oldest tennis tournament in the world.',
      },
      {
        question: 'How many gold medals did Michael Phelps win at the 2008 Beijing Olympics?',
        answers: ['6', '7', '8', '9'],
        correct: 2,
        explanation: 'Phelps won eight golds in Beijing, beating the seven Mark Spitz won at the 1972 Games.',
      },
      {
        question: 'Where were the first modern Olympic Games held, in 1896?',
        answers: ['Paris', 'Athens', 'London', 'Rome'],
        correct: 1,
        explanation: 'Athens hosted the first modern Games, with around 240 athletes from 14 nations.',
      },
      {
        question: 'At Montreal 1976, Nadia Comăneci became the first gymnast to score what at the Olympics?',
        answers: ['9.95', 'A perfect 10', '15', 'A perfect 20'],
        correct: 1,
        explanation: 'The 14-year-old Romanian scored the first perfect 10 in Olympic gymnastics. The scoreboard was not built for it and showed 1.00.',
      },
      {
        question: 'Who won the first Rugby World Cup, in 1987?',
        answers: ['England', 'Australia', 'New Zealand', 'South Africa'],
        correct: 2,
        explanation: 'New Zealand beat France 29–9 in the final at Eden Park in Auckland.',
      },
      {
        question: 'What time did Usain Bolt run to set the 100 m world record in Berlin in 2009?',
        answers: ['9.58 seconds', '9.63 seconds', '9.69 seconds', '9.72 seconds'],
        correct: 0,
        explanation: 'Bolt ran 9.58 seconds at the World Championships on 16 August 2009. His 9.69 had won him Olympic gold in Beijing a year earlier.',
      },
    ],
    grades: [
      {
        minPercent: 0,
        title: 'Benchwarmer',
        description: 'Not your day on the pitch. Catch a few highlight reels and you’ll be back in the game.',
      },
      {
        minPercent: 50,
        title: 'Season-ticket holder',
        description: 'You remember the big moments and most of the details. A strong showing!',
      },
      {
        minPercent: 85,
        title: 'Hall of Famer',
        description: 'Records, finals, legends: you know them all. Commentators could take notes from you.',
      },
    ],
  },
  {
    type: 'personality',
    title: 'Which classic detective are you?',
    description: 'Sharp as Holmes, shrewd as Miss Marple, meticulous as Poirot or dogged as Columbo? Answer seven questions to crack the case.',
    topic: 'personality',
    results: [
      {
        id: 'sherlock-holmes',
        title: 'Sherlock Holmes',
        description: 'You notice what everyone else misses, from a frayed cuff to a pause in someone’s voice. You can be impatient with slower minds and restless without a puzzle to solve. Your friends forgive you, because you are usually right.',
      },
      {
        id: 'miss-marple',
        title: 'Miss Marple',
        description: 'People underestimate you, and that is exactly how you like it. You read human nature like a book and spot village gossip behind every grand scheme. Warm, patient and quietly formidable, you know everyone’s secrets.',
      },
      {
        id: 'hercule-poirot',
        title: 'Hercule Poirot',
        description: 'Order and method above all! You like things just so, from your wardrobe to your desk, and you trust your little grey cells over brute force. A touch vain, perhaps, but your elegance hides a generous heart.',
      },
      {
        id: 'columbo',
        title: 'Columbo',
        description: 'You let people think you are a bit scattered, then you ask just one more thing. Humble, dogged and disarmingly friendly, you solve problems by never letting go. That crumpled raincoat isn’t a look, it’s a strategy.',
      },
    ],
    preQuestions: [],
    questions: [
      {
        question: 'You walk into a party. What do you do first?',
        answers: [
          { text: 'Scan the room and work out who has just had an argument', weights: { 'sherlock-holmes': 2 } },
          { text: 'Find a quiet chair and listen to the chatter', weights: { 'miss-marple': 2 } },
          { text: 'Straighten a crooked picture frame', weights: { 'hercule-poirot': 2 } },
          { text: 'Head to the kitchen and chat to whoever is there', weights: { columbo: 2 } },
        ],
      },
      {
        question: 'Your ideal weekend looks like…',
        answers: [
          { text: 'Locked away with a tricky experiment or a hard puzzle', weights: { 'sherlock-holmes': 2 } },
          { text: 'Gardening, knitting and a visit to the village fête', weights: { 'miss-marple': 2 } },
          { text: 'A fine dinner, a perfectly ironed shirt and a good hot chocolate', weights: { 'hercule-poirot': 2 } },
          { text: 'Walking the dog and chatting to neighbours', weights: { columbo: 2, 'miss-marple': 1 } },
        ],
      },
      {
        question: 'How do you solve a problem at work?',
        answers: [
          { text: 'Alone, at speed, and I explain it afterwards', weights: { 'sherlock-holmes': 2 } },
          { text: 'I compare it to something similar I’ve seen before', weights: { 'miss-marple': 2 } },
          { text: 'I sit down, order the facts and think', weights: { 'hercule-poirot': 2 } },
          { text: 'I keep asking questions until something doesn’t add up', weights: { columbo: 2 } },
        ],
      },
      {
        question: 'Which flaw would your friends admit you have?',
        answers: [
          { text: 'I can be a bit of a know-it-all', weights: { 'sherlock-holmes': 2, 'hercule-poirot': 1 } },
          { text: 'I’m rather too interested in other people’s business', weights: { 'miss-marple': 2 } },
          { text: 'I’m fussy about the details', weights: { 'hercule-poirot': 2 } },
          { text: 'I’m forever losing my keys', weights: { columbo: 2 } },
        ],
      },
      {
        question: 'Pick a drink.',
        answers: [
          { text: 'Strong black coffee, no time to waste', weights: { 'sherlock-holmes': 2 } },
          { text: 'A nice cup of tea', weights: { 'miss-marple': 2 } },
          { text: 'A tisane, served in the proper glass', weights: { 'hercule-poirot': 2 } },
          { text: 'Whatever’s going, I’m not fussy', weights: { columbo: 2 } },
        ],
      },
      {
        question: 'Someone tells you an obvious lie. How do you react?',
        answers: [
          { text: 'I point out the three details that give it away', weights: { 'sherlock-holmes': 2 } },
          { text: 'I smile sweetly and remember it for later', weights: { 'miss-marple': 2 } },
          { text: 'I let them talk, then gather everyone to reveal the truth', weights: { 'hercule-poirot': 2 } },
          { text: 'I thank them, turn to leave, and ask just one more question', weights: { columbo: 2 } },
        ],
      },
      {
        question: 'Which setting suits you best?',
        answers: [
          { text: 'A foggy London street', weights: { 'sherlock-holmes': 2 } },
          { text: 'A sleepy English village', weights: { 'miss-marple': 2 } },
          { text: 'A luxury train crossing Europe', weights: { 'hercule-poirot': 2 } },
          { text: 'A sunny suburb of Los Angeles', weights: { columbo: 2 } },
        ],
      },
    ],
  },
  {
    type: 'personality',
    title: 'Introvert, extrovert or ambivert? Find out where you really sit',
    description: 'Most of us aren’t simply one or the other. Answer honestly and see where you fall on the spectrum; it’s just for fun.',
    topic: 'psychology',
    results: [
      {
        id: 'introvert',
        title: 'Introvert',
        description: 'You recharge in quiet places and do your best thinking alone. That doesn’t make you shy: you simply prefer deep conversations to small talk. Protecting your downtime is not antisocial, it’s how you stay at your best.',
      },
      {
        id: 'extrovert',
        title: 'Extrovert',
        description: 'People give you energy, and a busy diary makes you happy. You think out loud, make friends easily and liven up any room. Just remember that the quieter people around you may need a moment to get a word in.',
      },
      {
        id: 'ambivert',
        title: 'Ambivert',
        description: 'You sit comfortably in the middle, and many psychologists think that’s where most of us are. You can enjoy a big night out and a quiet night in, depending on your mood. Your flexibility is a real strength, especially when it comes to reading other people.',
      },
    ],
    preQuestions: [],
    questions: [
      {
        question: 'It’s Friday night after a long week. What sounds best?',
        answers: [
          { text: 'A film on the sofa, phone on silent', weights: { introvert: 2 } },
          { text: 'A big night out with as many friends as possible', weights: { extrovert: 2 } },
          { text: 'Dinner with two or three close friends', weights: { ambivert: 2 } },
        ],
      },
      {
        question: 'How do you feel after a day of meetings?',
        answers: [
          { text: 'Drained, I need time alone', weights: { introvert: 2 } },
          { text: 'Buzzing, let’s grab a drink', weights: { extrovert: 2 } },
          { text: 'Depends on the meetings, honestly', weights: { ambivert: 2 } },
        ],
      },
      {
        question: 'When you have to make a decision, you…',
        answers: [
          { text: 'think it through quietly on your own', weights: { introvert: 2 } },
          { text: 'talk it out with whoever will listen', weights: { extrovert: 2 } },
          { text: 'mull it over, then run it past one trusted person', weights: { ambivert: 2, introvert: 1 } },
        ],
      },
      {
        question: 'A stranger starts chatting to you on the train. You…',
        answers: [
          { text: 'reply politely and hope it stays short', weights: { introvert: 2 } },
          { text: 'love it, and you might swap numbers', weights: { extrovert: 2 } },
          { text: 'join in if they seem interesting', weights: { ambivert: 2 } },
        ],
      },
      {
        question: 'Your phone rings with an unknown number.',
        answers: [
          { text: 'I let it go to voicemail', weights: { introvert: 2 } },
          { text: 'I pick up straight away', weights: { extrovert: 2 } },
          { text: 'I answer if I’m in the right mood', weights: { ambivert: 2 } },
        ],
      },
      {
        question: 'What’s your ideal holiday?',
        answers: [
          { text: 'A remote cottage with a stack of books', weights: { introvert: 2 } },
          { text: 'A festival or a lively city break with a group', weights: { extrovert: 2 } },
          { text: 'A mix of busy days out and quiet evenings', weights: { ambivert: 2 } },
        ],
      },
      {
        question: 'In group work, you usually…',
        answers: [
          { text: 'take a clear task and do it well on your own', weights: { introvert: 2 } },
          { text: 'end up leading the discussion', weights: { extrovert: 2 } },
          { text: 'adapt to whatever the group needs', weights: { ambivert: 2, extrovert: 1 } },
        ],
      },
    ],
  },
  {
    type: 'personality',
    title: 'What’s your conflict style in a relationship?',
    description: 'Every couple argues, but what matters is how. Find out whether you talk it out, take some space, smooth things over or break the tension.',
    topic: 'relationships',
    results: [
      {
        id: 'straight-talker',
        title: 'The straight talker',
        description: 'You’d rather deal with a problem now than let it simmer. Your honesty means nothing festers, and your partner always knows where they stand. Just make sure that speaking your mind leaves room for listening too.',
      },
      {
        id: 'space-taker',
        title: 'The space-taker',
        description: 'When tempers rise, you step back to cool down before you say something you’ll regret. That’s a healthy instinct, as long as you come back to the conversation. Telling your partner “I need an hour” rather than simply vanishing makes all the difference.',
      },
      {
        id: 'peacemaker',
        title: 'The peacemaker',
        description: 'You hate conflict and you’re brilliant at finding a compromise. Your partner feels heard and arguments rarely drag on. Watch out for swallowing your own needs just to keep the peace.',
      },
      {
        id: 'joker',
        title: 'The tension-breaker',
        description: 'A well-timed joke is your way of saying “we’re still on the same side”. Humour can defuse a row like nothing else. Just check that your partner is ready to laugh before you reach for the punchline.',
      },
    ],
    preQuestions: [],
    questions: [
      {
        question: 'Your partner forgot your dinner plans. What happens next?',
        answers: [
          { text: 'I tell them straight away that I’m upset', weights: { 'straight-talker': 2 } },
          { text: 'I go quiet and bring it up the next day', weights: { 'space-taker': 2 } },
          { text: 'I let it go; we can rebook', weights: { peacemaker: 2 } },
          { text: 'I send them a dramatic photo of my lonely table', weights: { joker: 2 } },
        ],
      },
      {
        question: 'In the middle of a row, you tend to…',
        answers: [
          { text: 'keep talking until it’s sorted', weights: { 'straight-talker': 2 } },
          { text: 'leave the room to breathe', weights: { 'space-taker': 2 } },
          { text: 'look for the middle ground', weights: { peacemaker: 2 } },
          { text: 'crack a joke to lower the temperature', weights: { joker: 2 } },
        ],
      },
      {
        question: 'Which phrase are you most likely to say?',
        answers: [
          { text: '“We need to talk.”', weights: { 'straight-talker': 2 } },
          { text: '“Can we pick this up later?”', weights: { 'space-taker': 2 } },
          { text: '“You’re right, let’s meet halfway.”', weights: { peacemaker: 2 } },
          { text: '“Shall I put the kettle on before we go to war?”', weights: { joker: 2, peacemaker: 1 } },
        ],
      },
      {
        question: 'How do you make up after an argument?',
        answers: [
          { text: 'A proper conversation about what went wrong', weights: { 'straight-talker': 2 } },
          { text: 'Some time apart, then a quiet hug', weights: { 'space-taker': 2 } },
          { text: 'An apology, even if it wasn’t really my fault', weights: { peacemaker: 2 } },
          { text: 'An inside joke that makes us both laugh', weights: { joker: 2 } },
        ],
      },
      {
        question: 'What frustrates you most in a disagreement?',
        answers: [
          { text: 'The silent treatment', weights: { 'straight-talker': 2 } },
          { text: 'Being pushed to talk before I’m ready', weights: { 'space-taker': 2 } },
          { text: 'Raised voices', weights: { peacemaker: 2, 'space-taker': 1 } },
          { text: 'Everyone taking themselves far too seriously', weights: { joker: 2 } },
        ],
      },
      {
        question: 'You disagree about where to go on holiday. You…',
        answers: [
          { text: 'make your case with a list of reasons', weights: { 'straight-talker': 2 } },
          { text: 'sleep on it before deciding', weights: { 'space-taker': 2 } },
          { text: 'suggest one trip each this year', weights: { peacemaker: 2 } },
          { text: 'propose settling it with a game of rock, paper, scissors', weights: { joker: 2 } },
        ],
      },
    ],
  },
  {
    type: 'personality',
    title: 'Which comfort food matches your personality?',
    description: 'Cheesy, spicy, hearty or shareable? Tell us how you unwind and we’ll tell you which comfort food you really are.',
    topic: 'food',
    results: [
      {
        id: 'mac-and-cheese',
        title: 'Mac and cheese',
        description: 'Warm, reliable and a little bit nostalgic, you are the friend everyone calls after a bad day. You love home, routine and a good blanket. There is nothing boring about being the one people come back to.',
      },
      {
        id: 'ramen',
        title: 'Ramen',
        description: 'You’re curious, a bit of a perfectionist and always up for something new. Layers matter to you, in food and in people. Late-night chats and a steaming bowl are your idea of a good evening.',
      },
      {
        id: 'sunday-roast',
        title: 'Sunday roast',
        description: 'Generous, traditional and happiest when everyone is around the table, you’re the host with the most. You take your time and believe the best things are worth the wait. Seconds, anyone?',
      },
      {
        id: 'pizza',
        title: 'Pizza',
        description: 'Easy-going, sociable and up for anything, you fit in everywhere. You’re the first to suggest a film night and the last to leave. Life is better shared, preferably by the slice.',
      },
    ],
    preQuestions: [],
    questions: [
      {
        question: 'It’s raining and you have the evening free. You…',
        answers: [
          { text: 'put on pyjamas and a favourite old film', weights: { 'mac-and-cheese': 2 } },
          { text: 'try that new noodle bar across town', weights: { ramen: 2 } },
          { text: 'invite the family round for a proper meal', weights: { 'sunday-roast': 2 } },
          { text: 'text the group chat: film night at mine?', weights: { pizza: 2 } },
        ],
      },
      {
        question: 'How would your friends describe your cooking?',
        answers: [
          { text: 'Simple but always delicious', weights: { 'mac-and-cheese': 2 } },
          { text: 'Adventurous, with some questionable experiments', weights: { ramen: 2 } },
          { text: 'Generous portions, nobody leaves hungry', weights: { 'sunday-roast': 2 } },
          { text: 'I mostly order in, and I’m great at choosing', weights: { pizza: 2 } },
        ],
      },
      {
        question: 'Pick a perfect Sunday.',
        answers: [
          { text: 'A lie-in and no plans at all', weights: { 'mac-and-cheese': 2 } },
          { text: 'Exploring a new neighbourhood', weights: { ramen: 2 } },
          { text: 'A country walk followed by a long lunch', weights: { 'sunday-roast': 2 } },
          { text: 'Football or a match on TV with friends', weights: { pizza: 2, 'sunday-roast': 1 } },
        ],
      },
      {
        question: 'What do you value most in a friend?',
        answers: [
          { text: 'Loyalty', weights: { 'mac-and-cheese': 2 } },
          { text: 'Depth', weights: { ramen: 2 } },
          { text: 'Generosity', weights: { 'sunday-roast': 2 } },
          { text: 'A good sense of humour', weights: { pizza: 2 } },
        ],
      },
      {
        question: 'Your approach to spice is…',
        answers: [
          { text: 'None, thank you', weights: { 'mac-and-cheese': 2 } },
          { text: 'The more chilli the better', weights: { ramen: 2 } },
          { text: 'A little horseradish is plenty', weights: { 'sunday-roast': 2 } },
          { text: 'Chilli flakes on one half only', weights: { pizza: 2 } },
        ],
      },
      {
        question: 'Which song title sums up your mood today?',
        answers: [
          { text: '“Home”', weights: { 'mac-and-cheese': 2, 'sunday-roast': 1 } },
          { text: '“Wanderlust”', weights: { ramen: 2 } },
          { text: '“We Are Family”', weights: { 'sunday-roast': 2 } },
          { text: '“Good Times”', weights: { pizza: 2 } },
        ],
      },
    ],
  },
  {
    type: 'personality',
    title: 'Which planet rules your personality?',
    description: 'Forget your birth chart for a moment. Your answers reveal which planet is really running the show.',
    topic: 'astrology',
    results: [
      {
        id: 'sun',
        title: 'The Sun',
        description: 'You shine without trying, and people gravitate towards your warmth and confidence. You like to lead and you like to be appreciated. Generous to a fault, you light up every room you walk into.',
      },
      {
        id: 'moon',
        title: 'The Moon',
        description: 'Intuitive and deeply caring, you feel everything and remember everything. Home, family and comfort are your anchors. Your moods may wax and wane, but your loyalty never does.',
      },
      {
        id: 'venus',
        title: 'Venus',
        description: 'You’re drawn to beauty, harmony and romance in all its forms. Good taste comes naturally to you, and so does charm. You believe that life should be savoured, not rushed.',
      },
      {
        id: 'mars',
        title: 'Mars',
        description: 'Bold, driven and competitive, you go after what you want. Challenges fire you up rather than scare you off. Channel that energy well and there’s very little you can’t achieve.',
      },
      {
        id: 'mercury',
        title: 'Mercury',
        description: 'Quick-witted and endlessly curious, you’re always talking, reading or planning your next idea. You can chat to anyone about anything. Just don’t forget to switch off now and then.',
      },
    ],
    preQuestions: [],
    questions: [
      {
        question: 'Which compliment would you love to hear?',
        answers: [
          { text: '“You’re an inspiration.”', weights: { sun: 2 } },
          { text: '“You always know how I feel.”', weights: { moon: 2 } },
          { text: '“You have wonderful taste.”', weights: { venus: 2 } },
          { text: '“Nothing stops you.”', weights: { mars: 2 } },
          { text: '“You’re so clever.”', weights: { mercury: 2 } },
        ],
      },
      {
        question: 'Pick a way to spend a free afternoon.',
        answers: [
          { text: 'Hosting friends in the garden', weights: { sun: 2 } },
          { text: 'Baking at home with music on', weights: { moon: 2 } },
          { text: 'Browsing a gallery or a vintage shop', weights: { venus: 2 } },
          { text: 'A tough workout or a match', weights: { mars: 2 } },
          { text: 'Down a rabbit hole of articles and podcasts', weights: { mercury: 2 } },
        ],
      },
      {
        question: 'Your role in the group chat?',
        answers: [
          { text: 'The one who makes the plans happen', weights: { sun: 2, mars: 1 } },
          { text: 'The one who checks everyone is OK', weights: { moon: 2 } },
          { text: 'The one who shares beautiful photos', weights: { venus: 2 } },
          { text: 'The one who starts the friendly arguments', weights: { mars: 2 } },
          { text: 'The one who sends 20 messages a minute', weights: { mercury: 2 } },
        ],
      },
      {
        question: 'What drains you fastest?',
        answers: [
          { text: 'Being ignored', weights: { sun: 2 } },
          { text: 'Coldness and conflict', weights: { moon: 2 } },
          { text: 'Ugly, chaotic surroundings', weights: { venus: 2 } },
          { text: 'Waiting around with nothing to do', weights: { mars: 2 } },
          { text: 'Boring conversations', weights: { mercury: 2 } },
        ],
      },
      {
        question: 'Choose a colour.',
        answers: [
          { text: 'Gold', weights: { sun: 2 } },
          { text: 'Silver', weights: { moon: 2 } },
          { text: 'Rose pink', weights: { venus: 2 } },
          { text: 'Scarlet', weights: { mars: 2 } },
          { text: 'Sky blue', weights: { mercury: 2 } },
        ],
      },
      {
        question: 'Which job would suit you in another life?',
        answers: [
          { text: 'Actor or chief executive', weights: { sun: 2 } },
          { text: 'Nurse or chef', weights: { moon: 2 } },
          { text: 'Designer or florist', weights: { venus: 2 } },
          { text: 'Athlete or firefighter', weights: { mars: 2 } },
          { text: 'Journalist or translator', weights: { mercury: 2 } },
        ],
      },
      {
        question: 'How do you handle a big decision?',
        answers: [
          { text: 'I trust myself and go for it', weights: { sun: 2 } },
          { text: 'I follow my gut feeling', weights: { moon: 2 } },
          { text: 'I choose what feels most harmonious', weights: { venus: 2, moon: 1 } },
          { text: 'I decide fast and deal with the consequences', weights: { mars: 2 } },
          { text: 'I research every option first', weights: { mercury: 2 } },
        ],
      },
    ],
  },
  {
    type: 'personality',
    title: 'Quick poll: what kind of morning person are you?',
    description: 'Alarm at dawn or three snoozes and a prayer? Tell us about your mornings and see which type you are.',
    topic: 'survey',
    results: [
      {
        id: 'early-bird',
        title: 'The early bird',
        description: 'You’re up before the alarm and have done a workout, a to-do list and breakfast by eight. Mornings are your most productive hours. The rest of us are slightly in awe.',
      },
      {
        id: 'coffee-first',
        title: 'Coffee first, talk later',
        description: 'You function perfectly well in the morning, just not before that first cup. Give you ten quiet minutes and you’re ready for anything. Your barista probably knows your order by heart.',
      },
      {
        id: 'snooze-champion',
        title: 'Snooze champion',
        description: 'Your alarm goes off, then again, and again. You always make it somehow, often with seconds to spare. Mornings are negotiable; your duvet is not.',
      },
      {
        id: 'night-owl',
        title: 'The night owl',
        description: 'Your brain really wakes up at about ten at night. Mornings feel like a different time zone. Given the choice, you’d start work at noon and finish at midnight.',
      },
    ],
    preQuestions: [
      {
        question: 'How old are you?',
        answers: ['Under 18', '18–24', '25–34', '35–44', '45 or over'],
      },
    ],
    questions: [
      {
        question: 'What time do you usually wake up on a weekday?',
        answers: [
          { text: 'Before six', weights: { 'early-bird': 2 } },
          { text: 'Around seven, straight to the kettle', weights: { 'coffee-first': 2 } },
          { text: 'After the third alarm', weights: { 'snooze-champion': 2 } },
          { text: 'As late as I can possibly get away with', weights: { 'night-owl': 2 } },
        ],
      },
      {
        question: 'What’s the first thing you do after waking up?',
        answers: [
          { text: 'Open the curtains and stretch', weights: { 'early-bird': 2 } },
          { text: 'Make coffee, in silence', weights: { 'coffee-first': 2 } },
          { text: 'Hit snooze', weights: { 'snooze-champion': 2 } },
          { text: 'Scroll my phone in bed for a while', weights: { 'night-owl': 2, 'snooze-champion': 1 } },
        ],
      },
      {
        question: 'What do you have for breakfast?',
        answers: [
          { text: 'Porridge and fruit, sitting down', weights: { 'early-bird': 2 } },
          { text: 'Just coffee, maybe a croissant', weights: { 'coffee-first': 2 } },
          { text: 'A cereal bar on the way out', weights: { 'snooze-champion': 2 } },
          { text: 'Breakfast? I eat at lunchtime', weights: { 'night-owl': 2 } },
        ],
      },
      {
        question: 'When do you do your best work?',
        answers: [
          { text: 'First thing in the morning', weights: { 'early-bird': 2 } },
          { text: 'Late morning, once I’m caffeinated', weights: { 'coffee-first': 2 } },
          { text: 'In a last-minute rush', weights: { 'snooze-champion': 2 } },
          { text: 'After dark', weights: { 'night-owl': 2 } },
        ],
      },
      {
        question: 'What time do you go to bed?',
        answers: [
          { text: 'By ten', weights: { 'early-bird': 2 } },
          { text: 'Around eleven', weights: { 'coffee-first': 2 } },
          { text: 'I mean to go at eleven, but it’s always later', weights: { 'snooze-champion': 2 } },
          { text: 'Well after midnight', weights: { 'night-owl': 2 } },
        ],
      },
      {
        question: 'Someone suggests a 7 am meeting. You…',
        answers: [
          { text: 'say “perfect”, and mean it', weights: { 'early-bird': 2 } },
          { text: 'agree, if there’s coffee', weights: { 'coffee-first': 2 } },
          { text: 'agree, then set five alarms', weights: { 'snooze-champion': 2 } },
          { text: 'suggest 7 pm instead', weights: { 'night-owl': 2 } },
        ],
      },
    ],
  },
];
