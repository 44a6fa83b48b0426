import type { SignProfileText } from './profile.types';

/** The sign pages in English. 0 = Aries … 11 = Pisces. */
export const PROFILES_EN: readonly SignProfileText[] = [
  {
    tagline: 'The first sign of the zodiac: brave, quick and always ready to make the first move.',
    overview: [
      'Aries opens the zodiac on the first day of spring. As the cardinal fire sign, it stands for new beginnings, courage and direct action. Its ruler, Mars, gives Aries boundless energy, a competitive streak and a passion that says "right now".',
      'If you are an Aries, you learn about life by trying rather than waiting. Once you believe in an idea you set off without asking anyone’s permission, and if you fall on the way you are back on your feet in no time. That honest, straightforward energy inspires the people around you; when you also learn patience and to allow for other people’s pace, you become a real leader.',
    ],
    personality:
      'You are outspoken, you do not hide what you think and you have no time for roundabout ways. Your temper flares quickly but you do not bear grudges: when an argument is over, it is really over for you. Competition keeps you alive, and the moment you are bored you look for a new target. Your biggest lesson is finishing things with the same excitement you start them.',
    love:
      'In love you are the one who makes the approach: open about who catches your eye, in love with excitement and passion. You are drawn most to someone who can keep up with you and has a life and opinions of their own. You want your freedom respected, and possessiveness drives you away. With Leo and Sagittarius you share the fire; with Gemini and Aquarius, the curiosity.',
    career:
      'Entrepreneurship, management, sport, the emergency services and any field that calls for quick decisions suit you. Nobody beats you at getting a project off the ground; in work that needs routine and long processes, you have to learn to rely on your team. You are as fast at spending money as at earning it, so an automatic savings plan serves you well.',
    health:
      'In traditional astrology Aries rules the head and face, so in stressful times headaches and tension may trouble you more. When you cannot burn off your energy you get restless, which makes regular, high-intensity exercise a need rather than a luxury. Watch out for accidents born of haste and for exhaustion; good sleep is your best fuel.',
    strengths: ['Courage', 'Initiative', 'Honesty', 'High energy', 'Leadership'],
    challenges: ['Impatience', 'A quick temper', 'Leaving things unfinished', 'Acting before thinking'],
  },
  {
    tagline: 'The sign of patience, loyalty and the art of enjoying life.',
    overview: [
      'Taurus is the earth sign of mid-spring, when nature is at its most fertile. Its fixed quality gives it determination and staying power, and its ruler, Venus, a love of beauty, comfort and the pleasures of the senses. For Taurus, life means most when it is tangible and lasting.',
      'If you are a Taurus, you move forward not quickly but surely. Once you have made up your mind, turning you from your path is next to impossible. You bond closely with the people and places you trust, and a good meal, good music or a day outdoors feeds your soul. When you find yourself resisting change, remember that flexibility is a strength too.',
    ],
    personality:
      'You are calm, patient and dependable, and you stand by your word. You dislike being hurried and do your best work at your own rhythm. You rarely lose your temper, but when your patience runs out, everyone knows it. You love your comfort zone and make room for something new only once you are truly convinced.',
    love:
      'In love you commit slowly but deeply. Loyalty, physical closeness and trust come before everything. You show love less with words than with deeds: a carefully cooked dinner, or standing by someone in hard times. Jealousy and possessiveness can be your tests. You share the same ground with Virgo and Capricorn, and enjoy emotional security with Cancer and Pisces.',
    career:
      'You shine in fields that are both concrete and beautiful: finance, banking, property, farming, food, design and the arts. You do solid work, and in long-term projects nobody has your stamina. You manage money well and like safe investments. Workplaces full of sudden changes can be hard for you; staying open to new methods speeds up your career.',
    health:
      'Taurus traditionally rules the throat and neck, so colds and a stiff neck may find you more often. Your love of good food means keeping an eye on a balanced diet. Calm but regular movement such as walks in nature, gardening and yoga does your body and mind good.',
    strengths: ['Patience', 'Reliability', 'Determination', 'Loyalty', 'An eye for beauty'],
    challenges: ['Stubbornness', 'Resistance to change', 'Possessiveness', 'Clinging to comfort'],
  },
  {
    tagline: 'Curious, talkative and ready to learn something new every day.',
    overview: [
      'Gemini is the air sign that links spring to summer. Its mutable quality gives it adaptability, and its ruler, Mercury, a quick mind, a gift for communication and endless curiosity. For Gemini, the world is full of ideas to explore and people to meet.',
      'If you are a Gemini, you take an interest in several things at once and fit easily into any setting. Your jokes, your conversation and your store of knowledge liven up every room you walk into. Your versatility is your great wealth; when you point your energy at a few important goals, even you are surprised how deep you can go.',
    ],
    personality:
      'You are clever, witty and versatile. Boredom may be your greatest fear: routine feels tight, and you are always looking for new stimulation. You jump quickly from one subject to another, so you can look scattered, yet your mind is a master at connecting everything. When a decision is hard, you swing between two voices.',
    love:
      'In love, a meeting of minds matters most: someone who makes you laugh, makes you think and never runs out of conversation wins your heart. You are playful and flirtatious, and monotony drives you away. When you feel free, you are a loyal and fun partner. You meet Libra and Aquarius in ideas, and Aries and Leo in excitement.',
    career:
      'Journalism, writing, marketing, sales, teaching, social media and translation are made for you. You can run several projects at once and bring very different people together. Your motivation drops in monotonous work, while you shine where things change and there is always something to learn. Setting up some order in your finances pays off.',
    health:
      'In traditional astrology Gemini is linked with the hands, arms, shoulders and lungs. Because your mind never stops, your tiredness is often nervous; sleeplessness and anxiety are your weak spots. Breathing exercises, walks and hours away from screens let your mind rest.',
    strengths: ['Curiosity', 'Communication', 'Adaptability', 'Quick wit', 'Sense of humour'],
    challenges: ['Indecision', 'Scattered focus', 'Getting bored quickly', 'Staying on the surface'],
  },
  {
    tagline: 'Caring, deeply intuitive and ready to do anything to protect the people it loves.',
    overview: [
      'Cancer is the water sign that begins with the summer solstice. Its cardinal quality makes it an emotional leader, and its ruler, the Moon, gives it deep feelings, strong intuition and changeable moods. For Cancer, home, family and belonging are the centre of life.',
      'If you are a Cancer, you carry a very tender heart under a shell that can look hard. You protect the people you love and give them a space as warm as home. Your attachment to the past and to memories makes you faithful; when you learn to let go of old hurts, you discover how great your emotional strength is.',
    ],
    personality:
      'You are emotional, protective and highly intuitive. You sense what people leave unsaid and read the mood of a room at once. Like the Moon, your mood can change: very sociable one day, withdrawn into your shell the next. When you are hurt, you tend to retreat rather than say so.',
    love:
      'In love you look for trust and emotional security. Once committed you are a loyal, tender and attentive partner who treats the one you love as family. Fear of rejection sometimes makes the first step hard. You meet Scorpio and Pisces in emotional depth, and Taurus and Virgo in building a safe home.',
    career:
      'You do very well in health care, psychology, teaching, social work, food, property and any work that involves looking after people. You treat your workplace like a family and protect your team. Your intuition guides you in business too, and your thrifty nature helps you save. Not taking criticism personally makes your working life easier.',
    health:
      'Cancer traditionally rules the chest and stomach, and your feelings can go straight to your digestion. In stressful times your appetite may grow or vanish. Time by the water, swimming and peaceful evenings with the people you love are your best therapy.',
    strengths: ['Compassion', 'Intuition', 'Loyalty', 'Protectiveness', 'Emotional intelligence'],
    challenges: ['Touchiness', 'Changeable moods', 'Dwelling on the past', 'Withdrawing into your shell'],
  },
  {
    tagline: 'Born for the stage: generous, warm and leading with its heart.',
    overview: [
      'Leo is the fire sign of the brightest days of summer. Its fixed quality gives it determination and loyalty, and its ruler, the Sun, light, self-confidence and creativity. For Leo, life is there to be expressed and shared with the people it loves.',
      'If you are a Leo, you get noticed wherever you go; your warmth, generosity and energy draw people around you. Being appreciated matters to you, because you put your heart into everything you do. When you set your pride aside and let others have the stage too, you are at your most radiant.',
    ],
    personality:
      'You are confident, generous and creative. You are fiercely loyal and protective towards the people you love and will do anything for them. You may enjoy drama and a bit of show, but your heart is pure and well-meaning. When criticism stings or your pride is hurt, you withdraw and pull yourself together on your own.',
    love:
      'In love you are romantic, passionate and generous. You treasure and spoil the one you love, and in return you expect admiration and loyalty. Indifference is what hurts you most. You share the same fire with Aries and Sagittarius, and find a lively, playful harmony with Gemini and Libra.',
    career:
      'You shine in the performing arts, management, teaching, events, fashion, media and any field that needs a leader. You are a master at motivating people and giving them a vision. You are most productive where you are visible and your work is appreciated. You spend generously, so plan ahead for your taste for luxury.',
    health:
      'Leo is traditionally linked with the heart, the back and the spine. Minding your posture and strengthening your back do you good. Dance, team sports or outdoor activities are good outlets for your energy. You may love the sun, but take care not to wear yourself out.',
    strengths: ['Generosity', 'Confidence', 'Creativity', 'Loyalty', 'Leadership'],
    challenges: ['Pride', 'A need for attention', 'Trouble taking criticism', 'Stubbornness'],
  },
  {
    tagline: 'The master of detail: meticulous, hard-working and always ready to help.',
    overview: [
      'Virgo is the earth sign of the harvest, as summer turns to autumn. Its mutable quality gives it adaptability and practical intelligence, and its ruler, Mercury, an analytical mind and a sharp eye. For Virgo, life is good when everything is in its proper place.',
      'If you are a Virgo, you see the details others miss and turn chaos into order. You are helpful and modest, and doing a job as well as it can be done is a matter of honour. Your perfectionism carries you forward; when you show yourself the kindness you show others, your inner critic falls quiet.',
    ],
    personality:
      'You are organised, analytical and practical. You love solving problems, building systems and being useful. Your careful observations can sound like criticism, though your aim is always to find a better way. When you worry, even the smallest detail can grow large in your mind.',
    love:
      'In love you are cautious and choosy, and you do not open up until you trust. You show love less with grand words than with small, meaningful gestures that make your partner’s life easier. You are a loyal and attentive partner, but you need to learn to say what you expect. You share solid ground with Taurus and Capricorn and build deep trust with Cancer and Scorpio.',
    career:
      'You do very well in fields that need precision: health, nutrition, data analysis, accounting, editing, research, software and quality control. You work to a plan and deliver on time and without flaws. You spend consciously and keep a close eye on your budget. Sharing the load instead of doing everything yourself brings relief.',
    health:
      'Virgo is traditionally linked with the digestive system and the intestines, and worry can go straight to your stomach. You have a natural interest in healthy eating and regular routines. Yoga, pilates and quiet walks balance body and mind. Make time to rest without loading yourself with more responsibilities.',
    strengths: ['Precision', 'Analytical thinking', 'Diligence', 'Helpfulness', 'Reliability'],
    challenges: ['Perfectionism', 'Being overcritical', 'Worry', 'Being too hard on yourself'],
  },
  {
    tagline: 'The sign of harmony, grace and fairness.',
    overview: [
      'Libra is the air sign that begins at the autumn equinox, when day and night are equal. Its cardinal quality makes it a leader in relationships, and its ruler, Venus, gives it a sense of beauty, courtesy and a search for harmony. For Libra, life makes sense when there is balance.',
      'If you are a Libra, you are a master at bringing people together, understanding different points of view and smoothing things over. You are sensitive to beauty, art and graceful manners. Wanting to please everyone can make you quieten your own voice; when you put your own needs on the scales too, you find true balance.',
    ],
    personality:
      'You are kind, diplomatic and sociable. You cannot stand injustice and want to hear both sides of every story, which can make decisions hard. You avoid conflict, but when you have to, you draw your boundaries, gracefully. You prefer sharing and creating together to being alone.',
    love:
      'Love and partnership are at the centre of your life; you are a romantic, thoughtful and easy-going partner. You enjoy elegant gestures, beautiful places and deep conversations. Do not let the fear of being alone keep you in the wrong relationship. You find a meeting of minds with Gemini and Aquarius, and a joyful harmony with Leo and Sagittarius.',
    career:
      'Law, diplomacy, human resources, design, fashion, the arts, public relations and consulting suit you very well. In a team you stand out as the mediator and peacemaker. You are most productive in a beautiful setting and a fair system. Budget knowing your weakness for beautiful things.',
    health:
      'Libra is traditionally linked with the kidneys, the lower back and the skin. Drinking plenty of water and exercises that protect your lower back do you good. When your inner peace is shaken, your body loses its balance too; dance, yoga and art restore it.',
    strengths: ['Diplomacy', 'A sense of fairness', 'Grace', 'Sociability', 'Good taste'],
    challenges: ['Indecision', 'Avoiding conflict', 'Needing approval'],
  },
  {
    tagline: 'Deep, passionate and mysterious: the sign of transformation.',
    overview: [
      'Scorpio is the water sign of mid-autumn, when nature sheds its skin. Its fixed quality gives it determination and endurance. It is ruled by Pluto in modern astrology and by Mars in traditional astrology: together they give it a deep power of transformation and a warrior’s will.',
      'If you are a Scorpio, nothing on the surface satisfies you; you want to see the core of people and events. With your strong intuition, loyalty and passion, you are the firmest support of those you love. You do not trust easily, but when you do, you stand by someone to the end. When you learn to let go of control, you can use your power to rise from the ashes in every part of life.',
    ],
    personality:
      'You are passionate, determined and intuitive. You do not show your feelings easily; under a calm surface lies an intense inner world. You value privacy and share your secrets only with those you trust deeply. You cannot tolerate betrayal, and when you are hurt, forgiving is hard.',
    love:
      'In love it is all or nothing: half-hearted relationships are not for you. You look for a deep bond, complete trust and passion. You are fiercely loyal and protective towards the one you love, but jealousy may be your greatest test. You meet Cancer and Pisces in emotional depth, and Virgo and Capricorn in a dependable partnership.',
    career:
      'You succeed in psychology, research, investigation, medicine, finance, crisis management and any field that brings hidden information to light. You think strategically and move towards your goal quietly but surely. You are skilled with shared resources, investments and big budgets. Staying out of power struggles makes work much easier.',
    health:
      'Scorpio is traditionally linked with the reproductive and excretory systems. When you bottle up your feelings, the stress can show in your body, so find ways to express them. Swimming, martial arts and intense workouts release pent-up energy. Deep sleep and time alone renew you.',
    strengths: ['Passion', 'Loyalty', 'Strong intuition', 'Determination', 'Courage'],
    challenges: ['Jealousy', 'A need for control', 'Holding grudges', 'Excessive secrecy'],
  },
  {
    tagline: 'A free-spirited, optimistic traveller, curious about what lies beyond the horizon.',
    overview: [
      'Sagittarius is the fire sign that links autumn to winter. Its mutable quality gives it flexibility and a need to move, and its ruler, Jupiter, optimism, a search for wisdom and abundance. For Sagittarius, life is a long journey full of places to discover and meanings to learn.',
      'If you are a Sagittarius, your freedom is non-negotiable. New cultures, philosophies and adventures excite you. Your cheerfulness and honesty give hope to those around you. You love the big picture; when you pay a little more attention to details and promises, your dreams quickly come true.',
    ],
    personality:
      'You are optimistic, cheerful and outspoken. Your jokes and your outlook light up the room. Your honesty can be a little too direct, and there are times you say what you think without a filter. You hate being restricted and quickly tire of routine. You have an insatiable appetite for learning, reading and new experiences.',
    love:
      'In love you look for a companion in adventure: someone who will explore with you and respect your freedom. You are a fun, generous and sincere partner. You may shy away from committing early, but once you find someone who understands your spirit, your loyalty surprises everyone. You share the fire with Aries and Leo, and the free spirit with Libra and Aquarius.',
    career:
      'You find fulfilment in academia, teaching, publishing, tourism, law, foreign trade, sport and anything to do with philosophy. Your visionary ideas and motivating energy inspire teams. You are happiest in jobs that involve travel or constant learning. You can spend with cheerful abandon, so a savings plan makes life easier.',
    health:
      'Sagittarius is traditionally linked with the hips, thighs and liver. Moving outdoors does you good: walking, running, riding or outdoor sports. Your love of a good table means watching that you do not overdo it. Do not let your optimism make you ignore tiredness.',
    strengths: ['Optimism', 'A free spirit', 'Honesty', 'Generosity', 'A love of learning'],
    challenges: ['Impatience', 'Bluntness', 'Forgetting promises', 'Avoiding commitment'],
  },
  {
    tagline: 'Disciplined and responsible, it climbs towards its goal step by step.',
    overview: [
      'Capricorn is the earth sign that begins with the winter solstice. Its cardinal quality gives it the ability to set goals and give direction, and its ruler, Saturn, discipline, patience and a sense of responsibility. For Capricorn, life is a structure built with effort that gains value over time.',
      'If you are a Capricorn, you know the road to the summit is long and it does not put you off. Your reliability, maturity and hard work earn you respect. You often seem older than your years, but as time passes the playful child inside shows more and more. When you allow yourself to celebrate your successes, you enjoy life far more.',
    ],
    personality:
      'You are disciplined, ambitious and realistic. You prefer results to speak rather than words. You do not show your feelings easily and come across as controlled and serious, though those close to you know your dry humour and loyalty well. Giving yourself too much to work and neglecting rest may be your most common mistake.',
    love:
      'In love you start cautiously, but once committed you are a deeply loyal and responsible partner. You look for lasting, solid relationships with a shared future. You may struggle to put your feelings into words, but your actions show your love. You share values with Taurus and Virgo, and emotional depth with Scorpio and Pisces.',
    career:
      'You succeed in fields that call for patience and strategy: management, engineering, finance, law, architecture, public service and building your own business. You make long-term plans and move step by step. You manage money wisely and care about securing the future. When you learn to delegate and trust your team, you rise even higher.',
    health:
      'Capricorn is traditionally linked with the bones, knees, teeth and skin. Regular exercise that strengthens joints and bones, a calcium-rich diet and good posture do you good. You tend to keep stress inside; mountain walks and quiet moments of rest renew you.',
    strengths: ['Discipline', 'Responsibility', 'Patience', 'Ambition', 'Reliability'],
    challenges: ['Rigidity', 'Overworking', 'Hiding your feelings', 'Pessimism'],
  },
  {
    tagline: 'Original, inventive and living the future today.',
    overview: [
      'Aquarius is the air sign of midwinter. Its fixed quality makes it steadfast in its ideas. It is ruled by Uranus in modern astrology and by Saturn in traditional astrology: Uranus gives it unconventional ideas and a passion for freedom, Saturn the structure to make those ideas real.',
      'If you are an Aquarius, you do not fit into moulds and you see things from an angle nobody else does. You care about the good of humanity and are alert to social issues. Friendship is precious to you, and you bring together people from very different worlds. When you show the warm heart behind your sometimes distant manner, your relationships grow much deeper.',
    ],
    personality:
      'You are independent, original and intellectual. If rules make no sense, you question them and, if need be, try to change them. You act on ideas more than feelings, so you can seem detached. You have a stubborn side too: once you believe in an idea, you rarely let it go.',
    love:
      'In love you look for friendship first: someone who trades ideas with you and respects your freedom wins your heart. You do not fit the usual patterns of romance and want to live your relationship by your own rules. You meet Gemini and Libra in a meeting of minds, and Aries and Sagittarius in adventure and freedom.',
    career:
      'You shine in technology, science, software, start-ups, the non-profit world, social media and innovative design. In a team you are the one who comes up with new ideas and sees the future coming. Rigid hierarchies can stifle you. You can make sudden decisions about money, so a long-term plan gives you security.',
    health:
      'Aquarius is traditionally linked with the ankles, calves and circulation. Staying still for long periods does not suit you; regular walks and stretching support your circulation. Because your mind is always busy, mind your sleep and spend time away from technology.',
    strengths: ['Originality', 'Inventiveness', 'Humanity', 'Independence', 'Friendship'],
    challenges: ['Emotional distance', 'Stubbornness', 'Unpredictability'],
  },
  {
    tagline: 'A dreamer, compassionate and guided by intuition.',
    overview: [
      'Pisces is the water sign that closes the zodiac, as winter turns to spring. Its mutable quality gives it adaptability and fluidity. It is ruled by Neptune in modern astrology and by Jupiter in traditional astrology: Neptune gives it imagination and spiritual depth, Jupiter compassion and faith.',
      'If you are a Pisces, you feel other people’s pain as your own and never hesitate to offer a helping hand. You have a natural affinity with art, music and spiritual matters. Your rich inner world is your greatest treasure; when you back your dreams with concrete steps and learn to protect your boundaries, you can share that treasure with the world.',
    ],
    personality:
      'You are sensitive, intuitive and deeply empathetic. You accept people without judging them and show them understanding. At times you may escape from reality into daydreams. When you cannot decide, you prefer to go with the flow, which sometimes frees you and sometimes leaves you open to being steered by others.',
    love:
      'In love you are romantic and self-giving, in search of a fairy-tale love and a soulmate. You give yourself completely to the one you love, but take care not to idealise them. You blossom in a relationship where you feel understood. You meet Cancer and Scorpio in emotional depth, and find a safe harbour with Taurus and Capricorn.',
    career:
      'You express yourself in art, music, film, photography, psychology, health care, social work and spiritual fields. Your creativity and intuition guide your work. Strict rules and fierce competition can wear you down, but in work that has meaning for you your energy is endless. Keeping regular track of money brings peace of mind.',
    health:
      'Pisces is traditionally linked with the feet and the immune system. Taking on other people’s feelings can exhaust you, and you need time alone to gather your energy. Swimming, meditation, music and time by the water do you good. Do not neglect your sleep or your feet.',
    strengths: ['Empathy', 'Imagination', 'Intuition', 'Compassion', 'Creativity'],
    challenges: ['Escaping reality', 'Trouble setting boundaries', 'Indecision', 'Self-sacrifice'],
  },
];
