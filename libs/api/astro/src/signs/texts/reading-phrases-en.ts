import type { ReadingPhrases } from './reading-phrases.types';

/** English demo readings, addressed to the reader ("you"). */
export const READING_PHRASES_EN: ReadingPhrases = {
  period: {
    daily: { when: 'today', When: 'Today', of: 'the day' },
    weekly: { when: 'this week', When: 'This week', of: 'the week' },
    monthly: { when: 'this month', When: 'This month', of: 'the month' },
    yearly: { when: 'this year', When: 'This year', of: 'the year' },
  },
  bodyThemes: {
    mercury: 'conversations, paperwork and short trips',
    venus: 'love, beauty and money',
    mars: 'drive, courage and new ventures',
  },
  opening: {
    daily: [
      '{sign}, you wake up sharper than usual, and small details hold big clues today.',
      'For {sign}, today is made for tidying up an unfinished task and clearing your head.',
      'Your ruler, {ruler}, is nudging you to trust your instincts today, {sign}.',
      'The morning may start slowly, {sign}, but things pick up pace after lunch.',
      'With {ruler} behind you, your voice carries further than usual today, {sign}: speak up.',
      'You may notice people coming to you for advice more than usual today, {sign}.',
      '{sign}, keeping your plans loose today could open a door you did not expect.',
    ],
    weekly: [
      '{sign}, the new week opens with room to breathe; settle your priorities early and the rest of the week gets easier.',
      'For {sign}, this is the week for the conversations and decisions you have been putting off.',
      'Your ruler, {ruler}, spurs you on this week while warning you not to rush, {sign}.',
      'You want to set your own pace this week, {sign}, and it pays to follow your plan rather than everyone else’s.',
      'The first half of the week is busy and the second calmer, {sign}: spend your energy accordingly.',
      'With {ruler} on your side, you put things more clearly than usual this week, {sign}.',
    ],
    monthly: [
      '{sign}, this month you feel the need for a fresh start in several corners of your life at once.',
      'For {sign}, this month is a chance to turn a long-held plan into something real.',
      'Your ruler, {ruler}, reminds you this month that patience and timing are worth as much as effort, {sign}.',
      'The first weeks of the month suit gathering yourself, the last ones suit action, {sign}.',
      'This month you strike a new balance between your relationships, your work and time for yourself, {sign}.',
      'Under the influence of {ruler}, your inner voice is clearer this month, {sign}: it is time to listen to it.',
    ],
    yearly: [
      '{sign}, this is a year for laying solid foundations, the kind you will look back on and be glad of.',
      'For {sign}, this is the year to drop old habits and turn a new page.',
      'Your ruler, {ruler}, gives you the nerve to chart your own course this year, {sign}.',
      'This year opens the door to a cycle of growth, inside and out, {sign}.',
      'The first half of the year is for sowing and the second for harvest, {sign}: keep going patiently and the effort will pay off.',
      'Guided by {ruler}, you reorder your priorities this year and build your life around what truly does you good.',
    ],
  },
  sky: {
    daily: {
      new: [
        'The Moon is {moonIn} today, close to new: a good day to set an intention and make a start, however small.',
        'The new Moon travels {moonIn}; the sky is quiet, but the soil is ready for seeds.',
        'The Moon {moonIn} is still too young to see, which leaves you time to turn inward and work out what you want.',
      ],
      waxing: [
        'The Moon is {moonIn} and waxing today: your energy is high for pushing forward what you have started.',
        'As the waxing Moon moves {moonIn}, you begin to see real progress on what you have been working on.',
        'The growing Moon {moonIn} backs bold steps and being seen.',
      ],
      full: [
        'The Moon is full or nearly full {moonIn} today: feelings run high and some truths are plain to see.',
        'With the Moon full {moonIn}, get ready to see how something you have been working on turns out.',
        'The full Moon shining {moonIn} encourages you to say what you have been holding in.',
      ],
      waning: [
        'The Moon is {moonIn} and waning today: a good day to let go of dead weight, sort things out and clear space.',
        'As the waning Moon moves {moonIn}, finish what is on your plate rather than starting something new.',
        'The waning Moon {moonIn} helps you close an old chapter.',
      ],
    },
    weekly: {
      direct: [
        '{Body} moves {bodyIn} this week, putting {bodyTheme} in the spotlight.',
        'This week’s sky has {body} {bodyIn}, giving you a fresh angle on {bodyTheme}.',
        '{Body}, travelling {bodyIn}, sets the tone of the week for {bodyTheme}.',
      ],
      retrograde: [
        '{Body} is retrograde {bodyIn} this week: old questions around {bodyTheme} may come back to the table.',
        'With {body} retrograde {bodyIn}, review rather than rush where {bodyTheme} are concerned.',
        '{Body} turns back {bodyIn} this week; think twice before signing or deciding anything about {bodyTheme}.',
      ],
    },
    monthly: {
      fullMoon: [
        'The brightest moment of the month is the full Moon on {date}: as the Moon fills {moonIn}, something reaches its conclusion.',
        'The full Moon {moonIn} on {date} will be the emotional high point of the month.',
        'Mark {date} in your diary: the full Moon {moonIn} makes the results of your efforts visible.',
      ],
      ingress: [
        'The Sun moves into {sunInto} on {sunDate}, and the mood of the second half of the month shifts with it.',
        'From {sunDate}, the Sun is in {sunInto}, and the month takes on a noticeably different feel.',
      ],
    },
    yearly: {
      stays: [
        'Jupiter spends most of the year {jupiterIn} and Saturn {saturnIn}: opportunities to grow come hand in hand with responsibilities.',
        'Lucky Jupiter stays {jupiterIn} this year, while Saturn {saturnIn} reminds you what discipline is worth.',
      ],
      moves: [
        'Jupiter begins the year {jupiterIn} and moves into {jupiterInto} during it, and at some point you will feel your luck change direction.',
        'As Jupiter travels {jupiterIn} and on into {jupiterInto}, Saturn {saturnIn} lends your goals weight and seriousness.',
      ],
    },
  },
  relation: {
    same: [
      'This happens in your own sign, so you feel it first and most strongly.',
      'The sky’s focus falls right on your sign: you are more visible, and what you say carries further.',
    ],
    harmonious: [
      'It makes a friendly angle to your sign, so things move along with the current.',
      'The sky is speaking your language: more help comes your way and doors open more easily.',
    ],
    tense: [
      'It makes a tense angle to your sign, so be ready for tests of patience and stubbornness.',
      'The sky pushes you a little, but the friction shows clearly what needs to change.',
    ],
    neutral: [
      'It does not touch your sign directly; you will feel it mostly through the people around you.',
      'The sky has no special message for you, but small harmonies can grow into real chances if you notice them.',
    ],
  },
  element: {
    fire: [
      'Your fire drives you forward; give finishing things the same enthusiasm you give starting them.',
      'Your temper catches easily {when}: put that heat into making things, not into arguments.',
      'Courage is your biggest asset, and {when} it pays off as soon as you tie it to a clear goal.',
    ],
    earth: [
      'Your earthy common sense is your best support {when}; concrete steps give you confidence.',
      'Going step by step may feel slow, but {when} that patience is exactly what builds something lasting.',
      'Your realism about money gives you a clear edge {when}.',
    ],
    air: [
      'Your airy curiosity draws you towards new people and ideas {when}.',
      'Your mind is racing, so {when} write your ideas down before they slip away.',
      'Conversations, messages, chance meetings: {when} most opportunities arrive as words.',
    ],
    water: [
      'Your watery intuition does not let you down {when}: trust the voice inside.',
      'Your feelings run deep, and {when} a quiet space of your own will do you good.',
      'You can soak up other people’s moods like a sponge, so {when} guard your boundaries gently.',
    ],
  },
  advice: [
    { only: ['daily'], text: 'Give yourself a small treat at the end of the day.' },
    { only: ['daily'], text: 'A short chat with someone you love this evening will lift your spirits.' },
    { only: ['weekly'], text: 'As the week closes, note down what you have learned; your next step is hidden there.' },
    { only: ['weekly'], text: 'Really rest at the weekend and you will start Monday far stronger.' },
    { only: ['monthly'], text: 'Take stock at the end of the month: seeing how far you have come may surprise you.' },
    { only: ['monthly'], text: 'Choose one goal for the month and write it where you will see it every day.' },
    { only: ['yearly'], text: 'Keep the big picture in view all year; every month is a piece of the same puzzle.' },
    { only: ['yearly'], text: 'When you look back at the end of the year, you will see how much today’s small steps mattered.' },
    'Move without hurrying, but without putting things off.',
    'When you use your intuition and your reason together, you do not go wrong.',
    'Be kind to yourself; you do not have to get everything perfect.',
    'Saying no to what does not do you good is what will give you the most strength {when}.',
  ],
  love: [
    'In love, saying openly how you feel {when} helps the other person open up too.',
    'If you are in a relationship, making plans together {when} strengthens the bond.',
    'If you are single, someone you meet among friends {when} may catch your eye.',
    'A small misunderstanding with your partner is cleared up {when} by a calm conversation.',
    'If you are seeing someone, they may be waiting for you to make the first move {when}.',
    'Someone from the past may come to mind; before you reopen that chapter, ask yourself what you really want.',
    'Romance {when} is hidden in small gestures: a message, a coffee, an unexpected compliment.',
    'The time you give the people you love is the best investment in your relationships {when}.',
    'If jealousy or possessiveness gets the upper hand, try first to understand what you need.',
    { only: ['monthly', 'yearly'], text: 'The ground is being prepared for a serious commitment, or for taking your relationship to the next stage.' },
  ],
  loveAdvice: [
    'Listening matters as much as talking.',
    'Rather than keeping your expectations to yourself, say them kindly.',
    'Follow your heart, but keep your head in the room.',
    'A small surprise can say more than a long explanation.',
    'Do not forget to love yourself; you can only give to a relationship when your own cup is full.',
    'Be patient: good things sometimes come slowly.',
  ],
  career: [
    'At work, the care you take over details {when} gets noticed.',
    'What you say in a meeting or an email {when} has more impact than you expect.',
    'With money, caution and resisting impulse buys {when} will leave you better off.',
    'The role of peacemaker in the team suits you very well {when}.',
    'You have more than enough motivation {when} to finish a project that has been hanging around.',
    'A new business idea or a side income may be on your mind {when}; it is the right time to start researching it.',
    'Be clear and well prepared {when} in talks with managers or clients.',
    'Going over your budget {when} will put your mind at rest.',
    { only: ['monthly', 'yearly'], text: 'It is an excellent time to set a long-term career goal and break it down into small steps.' },
  ],
  careerAdvice: [
    'List your priorities and get the hardest task done first.',
    'Check your calendar before you promise anything.',
    'Know what your work is worth and say so when you need to.',
    'Turn off the notifications that scatter your attention for a while.',
    'Asking for help is not weakness; the right question to the right person saves time.',
    'Put part of what you earn aside before you spend it.',
  ],
  health: [
    'Your energy may come and go {when}; short breaks help you recover.',
    'Your body wants to move {when}: a walk, a stretch or a sport you enjoy will do you good.',
    'How well you sleep {when} shapes your mood directly.',
    'Stress may gather in your shoulders and neck; a warm shower and deep breaths will loosen it.',
    'Drinking plenty of water and not skipping meals will keep your energy steady {when}.',
    'Cutting down a little on screen time will give your mind a rest.',
    'Even a short time outdoors {when} restores your strength.',
    'Quiet moments just for you are the best medicine {when}.',
  ],
  healthAdvice: [
    'Listen to your body; tiredness is a warning.',
    'Try switching off screens a little earlier in the evening.',
    'Even a few minutes of breathing exercises a day make a difference.',
    'Eat light and balanced meals.',
    'Find your own rhythm instead of pushing yourself.',
    'If you have been putting off a check-up, book it.',
  ],
};
