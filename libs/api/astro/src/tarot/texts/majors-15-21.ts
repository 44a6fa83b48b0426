import type { TarotTexts } from './card-text';

/** The major arcana XV (the Devil) … XXI (the World). */
export const MAJOR_TEXTS_15_21: TarotTexts = {
  ar15: {
    tr: {
      keywords: ['bağımlılık', 'tutku', 'gölge', 'esaret'],
      description: 'Alnında ters bir pentagram taşıyan, yarasa kanatlı ve boynuzlu bir figür bir sunağın üstüne tünemiş; önünde boynuzlarına zincir takılmış iki insan duruyor, ama zincirler gevşek.',
      upright:
        'Şeytan, seni farkında olmadan bağlayan şeylere ışık tutuyor: bir alışkanlık, sağlıksız bir ilişki, para ya da onay ihtiyacı. Kartın sırrı zincirlerin gevşek olması; istersen onları çıkarabilirsin. Gölgeni yargılamadan tanı, çünkü özgürlük onu görmekle başlıyor.',
      reversed:
        'Ters Şeytan, kurtuluşun yakın olduğunu gösteriyor. Seni tutsak eden bir bağımlılığı ya da korkuyu fark ettin ve ondan sıyrılmaya başlıyorsun. Kararlılığını koru; eski alışkanlıklar geri çağırsa da sen artık yolun öbür tarafındasın.',
    },
    en: {
      keywords: ['attachment', 'temptation', 'the shadow', 'bondage'],
      description: 'A horned, bat-winged figure with an inverted pentagram on its brow crouches on an altar, two chained people standing before it, though the chains hang loose around their necks.',
      upright:
        'The Devil shines a light on what binds you without your noticing: a habit, an unhealthy relationship, a hunger for money or approval. The secret of the card is that the chains are loose; you could lift them off if you chose to. Get to know your shadow without judging it, because freedom starts with seeing it.',
      reversed:
        'Reversed, the Devil shows release within reach. You have recognised an attachment or a fear that kept you captive, and you are beginning to slip free. Hold on to your resolve; old habits may call you back, but you are already on the other side.',
    },
    ru: {
      keywords: ['зависимость', 'искушение', 'тень', 'оковы'],
      description: 'Рогатое существо с крыльями летучей мыши и перевёрнутой пентаграммой на лбу сидит на алтаре; перед ним стоят двое людей в цепях, но цепи свободно висят у них на шеях.',
      upright:
        'Дьявол высвечивает то, что держит вас незаметно для вас самих: привычку, нездоровые отношения, жажду денег или одобрения. Секрет карты в том, что цепи не затянуты — их можно снять, если захотеть. Познакомьтесь со своей тенью без осуждения, ведь свобода начинается с того, чтобы её увидеть.',
      reversed:
        'Перевёрнутый Дьявол показывает, что освобождение близко. Вы распознали зависимость или страх, которые держали вас в плену, и начинаете из них выбираться. Не теряйте решимости: старые привычки ещё будут звать назад, но вы уже по другую сторону.',
    },
  },
  ar16: {
    tr: {
      keywords: ['ani değişim', 'yıkım', 'uyanış', 'sarsıntı'],
      description: 'Yüksek bir kulenin tepesine yıldırım düşmüş; taç savrulmuş, pencerelerden alevler fışkırıyor ve iki insan boşluğa düşüyor.',
      upright:
        'Kule, çürük temeller üzerine kurulmuş bir yapının aniden yıkılacağını haber veriyor. Bir yanılsama, bir plan ya da bir ilişki beklenmedik bir şekilde sarsılabilir. Bu an sarsıcı olsa da yıkılan şey sahteydi; enkazın ardında gerçeğe dayanan yeni bir düzen kuracaksın.',
      reversed:
        'Ters Kule, kaçınılmaz bir değişimi ertelediğini ya da bir krizi kıl payı atlattığını gösteriyor. Çatlakları görmezden gelmek yıkımı durdurmuyor, yalnızca geciktiriyor. Değişimi kendi ellerinle, kontrollü bir şekilde başlatmak daha az acı verecek.',
    },
    en: {
      keywords: ['sudden change', 'upheaval', 'revelation', 'awakening'],
      description: 'Lightning strikes the top of a tall tower: the crown is blown off, flames burst from the windows and two people fall through the air.',
      upright:
        'The Tower announces the sudden collapse of something built on weak foundations. An illusion, a plan or a relationship may be shaken without warning. However jarring the moment, what falls was not real; from the rubble you will build something grounded in truth.',
      reversed:
        'Reversed, the Tower shows a necessary change being postponed, or a crisis narrowly avoided. Ignoring the cracks does not stop the collapse, it only delays it. Starting the change yourself, on your own terms, will hurt far less.',
    },
    ru: {
      keywords: ['внезапные перемены', 'потрясение', 'прозрение', 'пробуждение'],
      description: 'Молния ударяет в вершину высокой башни: корона слетает, из окон вырывается пламя, а два человека падают вниз.',
      upright:
        'Башня предвещает внезапное крушение того, что было построено на шатком фундаменте. Иллюзия, план или отношения могут пошатнуться без предупреждения. Каким бы резким ни был этот момент, рушится то, что не было настоящим; на обломках вы построите то, что опирается на правду.',
      reversed:
        'Перевёрнутая Башня говорит о том, что вы откладываете неизбежные перемены или чудом избежали кризиса. Если не замечать трещин, обрушение не отменится, а лишь отсрочится. Начать перемены самим и на своих условиях будет гораздо менее болезненно.',
    },
  },
  ar17: {
    tr: {
      keywords: ['umut', 'ilham', 'şifa', 'huzur'],
      description: 'Büyük bir yıldız ve yedi küçük yıldızın altında çıplak bir genç kadın, bir testiyle göle, öbürüyle toprağa su döküyor.',
      upright:
        'Yıldız, fırtınadan sonra gelen sessiz bir umudun kartı. Yaraların iyileşiyor, içindeki ışık yeniden parlamaya başlıyor. Kendine ve geleceğe güvenmek için iyi bir zaman: hayallerine sadık kal, evren sana ilham göndermeye devam ediyor.',
      reversed:
        'Ters Yıldız, umudunu ya da inancını kaybetmiş olabileceğini gösteriyor. Yorgun ve kopuk hissediyor olabilirsin. Işık kaybolmadı, yalnızca bulutların arkasında; kendine küçük iyilikler yap ve seni besleyen şeylere yeniden yönel.',
    },
    en: {
      keywords: ['hope', 'inspiration', 'healing', 'serenity'],
      description: 'Under one great star and seven smaller ones, a naked young woman kneels by a pool, pouring water from one jug into the pool and from another onto the land.',
      upright:
        'The Star is the card of quiet hope after the storm. Your wounds are healing and the light inside you is beginning to shine again. It is a good time to trust yourself and the future: stay true to your dreams, and inspiration will keep finding you.',
      reversed:
        'Reversed, the Star suggests that you may have lost hope or faith. You might feel tired and disconnected. The light has not gone out, it is only behind the clouds; be kind to yourself and turn back towards whatever nourishes you.',
    },
    ru: {
      keywords: ['надежда', 'вдохновение', 'исцеление', 'безмятежность'],
      description: 'Под большой звездой и семью малыми обнажённая девушка, преклонив колено у пруда, льёт воду из одного кувшина в пруд, а из другого — на землю.',
      upright:
        'Звезда — карта тихой надежды после бури. Раны затягиваются, и внутренний свет снова начинает сиять. Сейчас хорошее время, чтобы довериться себе и будущему: оставайтесь верны своим мечтам, и вдохновение будет находить вас.',
      reversed:
        'Перевёрнутая Звезда говорит о том, что вы, возможно, утратили надежду или веру. Может одолевать усталость и ощущение оторванности. Свет не погас, он лишь скрыт за облаками: будьте бережны к себе и вернитесь к тому, что вас питает.',
    },
  },
  ar18: {
    tr: {
      keywords: ['yanılsama', 'belirsizlik', 'sezgi', 'korkular'],
      description: 'İki kulenin arasında, gökteki ayın altında bir köpekle bir kurt uluyor; sudan çıkan bir kerevit, uzaklara kıvrılan patikaya doğru sürünüyor.',
      upright:
        'Ay, her şeyin göründüğü gibi olmadığı bulanık bir döneme işaret ediyor. Korkuların ve hayal gücün gerçeği çarpıtıyor olabilir. Acele karar verme; sezgine güven ama onu kaygılarından ayırt etmeyi öğren, çünkü sabah olduğunda yol netleşecek.',
      reversed:
        'Ters Ay, sisin dağılmaya başladığını gösteriyor. Seni korkutan belirsizlikler çözülüyor, saklanan gerçekler ortaya çıkıyor. Kaygılarının ne kadarının gerçek olduğunu artık daha net görebilirsin; içindeki sesle yeniden barışma zamanı.',
    },
    en: {
      keywords: ['illusion', 'uncertainty', 'intuition', 'fears'],
      description: 'Between two towers, under the moon, a dog and a wolf howl while a crayfish crawls out of the water towards a path winding into the distance.',
      upright:
        'The Moon marks a hazy time when things are not what they seem. Your fears and imagination may be distorting the truth. Do not rush into decisions: trust your intuition but learn to tell it apart from anxiety, and when morning comes the road will be clear.',
      reversed:
        'Reversed, the Moon shows the fog beginning to lift. The uncertainties that frightened you are dissolving and hidden truths are coming to light. You can now see more clearly how much of your worry was real; it is time to make peace with your inner voice again.',
    },
    ru: {
      keywords: ['иллюзия', 'неопределённость', 'интуиция', 'страхи'],
      description: 'Между двумя башнями под луной воют собака и волк, а из воды к тропе, уходящей вдаль, выползает рак.',
      upright:
        'Луна указывает на смутное время, когда всё не то, чем кажется. Страхи и воображение могут искажать реальность. Не спешите с решениями: доверяйте интуиции, но учитесь отличать её от тревоги, и когда наступит утро, дорога станет видна.',
      reversed:
        'Перевёрнутая Луна показывает, что туман начинает рассеиваться. Пугавшая неопределённость уходит, скрытое выходит на свет. Теперь яснее видно, какая часть тревог была реальной; пора снова примириться со своим внутренним голосом.',
    },
  },
  ar19: {
    tr: {
      keywords: ['neşe', 'başarı', 'canlılık', 'açıklık'],
      description: 'Parlak bir güneşin altında, ayçiçekleriyle dolu bir duvarın önünde beyaz bir ata binmiş çıplak bir çocuk, elindeki kırmızı bayrağı neşeyle sallıyor.',
      upright:
        'Güneş, tarot destesinin en aydınlık kartı. Başarı, sağlık, sevgi ve içten gelen bir neşe hayatını ısıtıyor. Kendini olduğun gibi göstermekten çekinme; şu an içindeki ışık herkesin görebileceği kadar parlak ve etrafındakileri de aydınlatıyor.',
      reversed:
        'Ters Güneş bile iyi haberler taşır, ama biraz gecikmeli ya da gölgeli. Neşeni bastıran bir yorgunluk ya da kendine güvensizlik olabilir. Bulutlar geçici: küçük sevinçlere yer aç, içindeki çocuğun oyun oynamasına izin ver.',
    },
    en: {
      keywords: ['joy', 'success', 'vitality', 'warmth'],
      description: 'Beneath a radiant sun, a naked child rides a white horse in front of a wall of sunflowers, joyfully waving a red banner.',
      upright:
        'The Sun is the brightest card in the deck. Success, health, love and an easy, open-hearted joy warm your life. Do not be shy about showing yourself as you are; your light is bright enough for everyone to see, and it lights up the people around you too.',
      reversed:
        'Even reversed, the Sun brings good news, only a little delayed or clouded. Tiredness or self-doubt may be dimming your joy. The clouds will pass: make room for small pleasures and let your inner child out to play.',
    },
    ru: {
      keywords: ['радость', 'успех', 'жизненная сила', 'открытость'],
      description: 'Под сияющим солнцем обнажённый ребёнок едет на белом коне перед стеной подсолнухов и радостно машет красным знаменем.',
      upright:
        'Солнце — самая светлая карта колоды. Успех, здоровье, любовь и искренняя радость согревают вашу жизнь. Не стесняйтесь быть собой: ваш внутренний свет сейчас так ярок, что его видят все, и он освещает и окружающих.',
      reversed:
        'Даже перевёрнутое Солнце несёт хорошие вести, просто с задержкой или в лёгкой тени. Радость может приглушать усталость или неуверенность в себе. Тучи пройдут: найдите место для маленьких радостей и позвольте внутреннему ребёнку поиграть.',
    },
  },
  ar20: {
    tr: {
      keywords: ['uyanış', 'hesaplaşma', 'çağrı', 'yenilenme'],
      description: 'Bulutların arasından bir melek haçlı bayrağı asılı borusunu çalıyor; aşağıda mezarlarından kalkan insanlar kollarını göğe açıyor.',
      upright:
        'Mahkeme, içindeki bir çağrıya kulak verme zamanının geldiğini söylüyor. Geçmişinle yüzleşiyor, ondan dersler çıkarıyor ve daha bilinçli bir hayata uyanıyorsun. Kendini affet, eski yükleri bırak ve yeni bir sayfaya yüksek sesle “evet” de.',
      reversed:
        'Ters Mahkeme, kendini fazla sert yargıladığını ya da seni çağıran bir sese kulak tıkadığını gösteriyor. Geçmişteki hatalar seni olduğun yere çiviliyor olabilir. Kendine karşı adil ol: hatalarından öğrendiysen, onları taşımaya devam etmek zorunda değilsin.',
    },
    en: {
      keywords: ['awakening', 'reckoning', 'calling', 'renewal'],
      description: 'From the clouds an angel sounds a trumpet hung with a banner bearing a cross, and below, people rise from their coffins with arms open to the sky.',
      upright:
        'Judgement says it is time to answer a call from within. You are facing your past, drawing its lessons and waking up to a more conscious life. Forgive yourself, put down the old burdens and say a loud yes to the next chapter.',
      reversed:
        'Reversed, Judgement shows you judging yourself too harshly, or closing your ears to a voice that is calling you. Past mistakes may be nailing you to the spot. Be fair to yourself: if you have learned from your mistakes, you do not have to keep carrying them.',
    },
    ru: {
      keywords: ['пробуждение', 'подведение итогов', 'призвание', 'обновление'],
      description: 'Из облаков ангел трубит в трубу с флагом, на котором изображён крест, а внизу люди поднимаются из гробов, простирая руки к небу.',
      upright:
        'Суд говорит, что пора откликнуться на внутренний зов. Вы встречаетесь со своим прошлым, извлекаете из него уроки и пробуждаетесь к более осознанной жизни. Простите себя, оставьте старый груз и громко скажите «да» новой главе.',
      reversed:
        'Перевёрнутый Суд показывает, что вы судите себя слишком строго или не желаете слышать голос, который вас зовёт. Прошлые ошибки могут держать вас на месте. Будьте справедливы к себе: если урок усвоен, нести эти ошибки дальше не обязательно.',
    },
  },
  ar21: {
    tr: {
      keywords: ['tamamlanma', 'bütünlük', 'başarı', 'yolculuk'],
      description: 'Defne çelenginin ortasında, iki elinde asa tutan bir figür dans ediyor; kartın dört köşesinde bir melek, bir kartal, bir boğa ve bir aslan var.',
      upright:
        'Dünya, büyük bir döngünün başarıyla tamamlandığını müjdeliyor. Emeklerinin karşılığını alıyor, kendinle ve hayatla bütünleşmiş hissediyorsun. Bu anın tadını çıkar; bir yolculuk bitti ve daha geniş ufuklara açılan yenisi seni bekliyor.',
      reversed:
        'Ters Dünya, bir şeyin henüz tamamlanmadığını ya da son adımı atmaktan çekindiğini gösteriyor. Eksik kalan bir iş ya da kapanmamış bir defter seni geride tutuyor olabilir. Yarım kalanı bitir; o zaman hak ettiğin huzura kavuşacaksın.',
    },
    en: {
      keywords: ['completion', 'wholeness', 'accomplishment', 'travel'],
      description: 'A figure holding a wand in each hand dances inside a laurel wreath, with an angel, an eagle, a bull and a lion in the four corners of the card.',
      upright:
        'The World announces that a great cycle has come to a successful close. Your efforts are rewarded and you feel at one with yourself and with life. Savour the moment: one journey is over, and a new one opening onto wider horizons is waiting.',
      reversed:
        'Reversed, the World shows something not yet finished, or a hesitation before the final step. An unfinished task or an open chapter may be holding you back. Complete what was left half-done, and you will reach the peace you deserve.',
    },
    ru: {
      keywords: ['завершение', 'целостность', 'достижение', 'путешествие'],
      description: 'В центре лаврового венка танцует фигура с жезлами в обеих руках, а по четырём углам карты — ангел, орёл, бык и лев.',
      upright:
        'Мир возвещает, что большой цикл успешно завершён. Ваши усилия вознаграждены, и вы ощущаете единство с собой и с жизнью. Насладитесь этим моментом: одно путешествие окончено, и впереди ждёт новое, с ещё более широкими горизонтами.',
      reversed:
        'Перевёрнутый Мир показывает, что что-то ещё не завершено или вы не решаетесь сделать последний шаг. Незаконченное дело или незакрытая глава могут тянуть назад. Доведите начатое до конца, и вы обретёте заслуженный покой.',
    },
  },
};
