import type { SignProfileText } from './profile.types';

/** The sign pages in Turkish, speaking to the reader as "sen". 0 = Koç … 11 = Balık. */
export const PROFILES_TR: readonly SignProfileText[] = [
  {
    tagline: 'Zodyağın ilk burcu: cesur, hızlı ve her zaman ilk adımı atmaya hazır.',
    overview: [
      'Koç, baharın ilk günüyle başlayan ve zodyağı açan burçtur. Ateş elementinin öncü burcu olarak yeni başlangıçların, cesaretin ve doğrudan eylemin temsilcisidir. Yönetici gezegeni Mars, Koç burcuna tükenmez bir enerji, rekabet duygusu ve "hemen şimdi" diyen bir tutku verir.',
      'Koç burcuysan, hayatı beklemekle değil denemekle öğrenirsin. Bir fikre inandığında kimsenin onayını beklemeden yola çıkar, yolda düşsen de çabucak ayağa kalkarsın. Bu dürüst ve dolaysız enerji çevrendekilere ilham verir; sabrı ve başkalarının temposunu hesaba katmayı öğrendiğinde ise gerçek bir lidere dönüşürsün.',
    ],
    personality:
      'Açık sözlüsün, ne düşündüğünü saklamazsın ve dolambaçlı yolları sevmezsin. Öfken çabuk parlar ama kin tutmazsın; bir tartışma bittiğinde senin için gerçekten bitmiştir. Rekabet seni canlı tutar, sıkıldığın anda ise yeni bir hedef ararsın. En büyük dersin, başladığın işleri aynı heyecanla bitirebilmek.',
    love:
      'Aşkta avcı ruhlusun: ilgini çeken birine açıkça yaklaşır, heyecanı ve tutkuyu seversin. Seni en çok çeken, sana ayak uydurabilen, kendi hayatı ve fikirleri olan biridir. İlişkide özgürlüğüne saygı duyulmasını istersin; sahiplenici tavırlar seni uzaklaştırır. Aslan ve Yay ile ateşin, İkizler ve Kova ile merakın ortak paydasında buluşursun.',
    career:
      'Girişimcilik, yöneticilik, spor, acil durum meslekleri ve hızlı karar gerektiren her alan sana uygundur. Bir projeyi başlatmakta üstüne yoktur; rutin ve uzun süreç isteyen işlerde ise ekibine güvenmeyi öğrenmen gerekir. Parayı kazanmak kadar harcamakta da hızlısın, bu yüzden birikim yapmak için kendine otomatik bir sistem kurman işine yarar.',
    health:
      'Geleneksel astrolojide Koç baş ve yüz bölgesini yönetir; stresli dönemlerde baş ağrısı ve gerginlik seni daha çok yoklayabilir. Enerjini atamadığında huzursuzlanırsın, bu yüzden düzenli ve yoğun tempolu egzersiz senin için bir ihtiyaçtır. Aceleyle yaşanan kazalara ve aşırı yorgunluğa karşı dikkatli ol; iyi uyku en büyük yakıtın.',
    strengths: ['Cesaret', 'Girişkenlik', 'Dürüstlük', 'Yüksek enerji', 'Liderlik'],
    challenges: ['Sabırsızlık', 'Ani öfke', 'Başladığını yarım bırakma', 'Düşünmeden hareket etme'],
  },
  {
    tagline: 'Sabrın, sadakatin ve hayattan zevk almanın burcu.',
    overview: [
      'Boğa, baharın tam ortasında, doğanın en bereketli zamanında gelen toprak burcudur. Sabit niteliği ona kararlılık ve dayanıklılık, yönetici gezegeni Venüs ise güzelliğe, konfora ve duyusal zevklere düşkünlük verir. Boğa için hayat, elle tutulur ve kalıcı olanla anlam kazanır.',
      'Boğa burcuysan, hızlı değil ama emin adımlarla ilerlersin. Bir kez karar verdiğinde seni yolundan döndürmek neredeyse imkânsızdır. Güven duyduğun insanlara ve yerlere sıkı sıkıya bağlanırsın; güzel bir yemek, iyi bir müzik ya da doğada geçen bir gün ruhunu besler. Değişime direnç gösterdiğin anlarda, esnekliğin de bir güç olduğunu hatırlaman yeterli.',
    ],
    personality:
      'Sakin, sabırlı ve güvenilirsin; verdiğin sözün arkasında durursun. Acele ettirilmekten hoşlanmazsın ve kendi ritminde çalıştığında en iyi sonuçları alırsın. Nadiren öfkelenirsin, ama sabrın tükendiğinde bunu herkes fark eder. Konfor alanını seversin; yeni bir şeye ancak gerçekten ikna olduğunda yer açarsın.',
    love:
      'Aşkta yavaş ama derin bağlanırsın. Sadakat, fiziksel yakınlık ve güven senin için her şeyden önce gelir. Sevgini sözlerden çok davranışlarla, özenle hazırlanmış bir akşam yemeğiyle ya da zor anda yanında durarak gösterirsin. Kıskançlık ve sahiplenme zaman zaman sınavın olabilir. Başak ve Oğlak ile aynı toprağı paylaşır, Yengeç ve Balık ile duygusal güvenin tadını çıkarırsın.',
    career:
      'Finans, bankacılık, gayrimenkul, tarım, gastronomi, tasarım ve sanat gibi hem somut hem estetik alanlarda parlarsın. İşini sağlam yaparsın ve uzun vadeli projelerde kimse senin kadar dayanıklı değildir. Parayı iyi yönetir, güvenli yatırımları seversin. Ani değişikliklerin olduğu iş ortamlarında zorlanabilirsin; yeni yöntemlere açık olmak kariyerini hızlandırır.',
    health:
      'Boğa geleneksel olarak boğaz ve boyun bölgesini yönetir; soğuk algınlıkları ve boyun tutulmaları seni daha sık bulabilir. Lezzetli yemeklere düşkünlüğün nedeniyle dengeli beslenmeye özen göstermelisin. Doğa yürüyüşleri, bahçe işleri ve yoga gibi sakin ama düzenli hareketler sana hem bedenen hem ruhen iyi gelir.',
    strengths: ['Sabır', 'Güvenilirlik', 'Kararlılık', 'Sadakat', 'Estetik duyarlılık'],
    challenges: ['İnatçılık', 'Değişime direnç', 'Sahiplenicilik', 'Konfora fazla bağlanma'],
  },
  {
    tagline: 'Meraklı, konuşkan ve her gün yeni bir şey öğrenmeye hazır.',
    overview: [
      'İkizler, baharı yaza bağlayan hava burcudur. Değişken niteliği ona uyum sağlama yeteneği, yönetici gezegeni Merkür ise hızlı bir zihin, güçlü bir iletişim becerisi ve bitmek bilmeyen bir merak verir. İkizler için dünya keşfedilecek fikirlerle ve tanışılacak insanlarla doludur.',
      'İkizler burcuysan, aynı anda birkaç şeyle ilgilenir, her ortama kolayca uyum sağlarsın. Esprilerin, sohbetin ve bilgi dağarcığınla girdiğin her ortamı canlandırırsın. Çok yönlülüğün en büyük zenginliğin; enerjini birkaç önemli hedefe yönlendirdiğinde ise ne kadar derinleşebileceğini görüp sen bile şaşırırsın.',
    ],
    personality:
      'Zeki, esprili ve çok yönlüsün. Sıkılmak en büyük korkun olabilir; rutin sana dar gelir ve sürekli yeni uyarılar ararsın. Bir konudan diğerine hızla geçersin, bu yüzden bazen dağınık görünsen de zihnin her şeyi birbirine bağlamakta ustadır. Karar vermekte zorlandığın anlarda iki ses arasında gidip gelirsin.',
    love:
      'Aşkta zihinsel uyum senin için her şeyden önemlidir: seni güldüren, düşündüren ve sohbetine doyamadığın biri kalbini kazanır. Oyunbaz ve flörtözsün; ilişkide monotonluk seni uzaklaştırır. Kendini özgür hissettiğinde ise çok sadık ve eğlenceli bir partnersin. Terazi ve Kova ile fikirlerde, Koç ve Aslan ile heyecanda buluşursun.',
    career:
      'Gazetecilik, yazarlık, pazarlama, satış, eğitim, sosyal medya ve çeviri gibi iletişim odaklı alanlar tam sana göre. Aynı anda birkaç projeyi yürütebilir, farklı insanları bir araya getirebilirsin. Tek düze işlerde motivasyonun düşer; değişken ve öğrenmeye açık iş ortamlarında ise parlarsın. Maddi konularda dağınıklığa karşı bir düzen kurman faydalı olur.',
    health:
      'Geleneksel astrolojide İkizler eller, kollar, omuzlar ve akciğerlerle ilişkilendirilir. Zihnin hiç durmadığı için asıl yorgunluğun sinirsel olabilir; uykusuzluk ve kaygı en zayıf noktaların. Nefes çalışmaları, yürüyüşler ve ekrandan uzak geçirilen saatler zihnini dinlendirir.',
    strengths: ['Merak', 'İletişim becerisi', 'Uyum sağlama', 'Zekâ', 'Espri anlayışı'],
    challenges: ['Kararsızlık', 'Dağınıklık', 'Çabuk sıkılma', 'Yüzeysel kalma'],
  },
  {
    tagline: 'Şefkatli, sezgileri güçlü ve sevdiklerini korumak için her şeyi yapan burç.',
    overview: [
      'Yengeç, yaz gündönümüyle başlayan su burcudur. Öncü niteliği ona duygusal önderlik, yönetici gezegeni Ay ise derin hisler, güçlü sezgiler ve değişken bir ruh hali verir. Yengeç için ev, aile ve aidiyet hayatın merkezidir.',
      'Yengeç burcuysan, dışarıdan sert görünen kabuğunun altında son derece hassas bir kalp taşırsın. Sevdiklerini korur, onlara ev gibi sıcak bir alan açarsın. Geçmişe ve anılara bağlılığın seni vefalı yapar; geçmişte kalmış kırgınlıkları bırakmayı öğrendiğinde ise duygusal gücün ne kadar büyük olduğunu görürsün.',
    ],
    personality:
      'Duygusal, koruyucu ve sezgilerin çok kuvvetli. İnsanların söylemediklerini hisseder, ortamın havasını hemen okursun. Ruh halin Ay gibi değişebilir; bir gün çok sosyal, ertesi gün kendi kabuğuna çekilmiş olabilirsin. Kırıldığında bunu açıkça söylemek yerine içine kapanmaya eğilimlisin.',
    love:
      'Aşkta güven ve duygusal güvence ararsın. Bağlandığında çok sadık, şefkatli ve özenli bir partnersin; sevdiğin kişiyi ailenin bir parçası gibi görürsün. Reddedilme korkusu bazen ilk adımı atmanı zorlaştırır. Akrep ve Balık ile duygusal derinlikte, Boğa ve Başak ile güvenli bir yuva kurmakta buluşursun.',
    career:
      'Sağlık, psikoloji, eğitim, sosyal hizmetler, gastronomi, gayrimenkul ve insanlara bakım vermeyi gerektiren işlerde çok başarılısın. İş yerini de bir aile gibi görür, ekibini korursun. Sezgilerin ticarette de sana yol gösterir; tutumlu yapın sayesinde birikim yapmakta başarılısın. Eleştiriyi kişisel algılamamak kariyerinde seni rahatlatır.',
    health:
      'Yengeç geleneksel olarak göğüs ve mide bölgesini yönetir; duyguların doğrudan sindirimine yansıyabilir. Stresli dönemlerde iştahın artabilir ya da tamamen kaybolabilir. Su kenarında vakit geçirmek, yüzmek ve sevdiklerinle huzurlu akşamlar senin için en iyi terapidir.',
    strengths: ['Şefkat', 'Sezgi', 'Sadakat', 'Koruyuculuk', 'Duygusal zekâ'],
    challenges: ['Alınganlık', 'Değişken ruh hali', 'Geçmişe takılma', 'İçine kapanma'],
  },
  {
    tagline: 'Sahneye doğmuş, cömert, sıcak ve kalbiyle yöneten burç.',
    overview: [
      'Aslan, yazın en parlak günlerinde gelen ateş burcudur. Sabit niteliği ona kararlılık ve sadakat, yönetici gezegeni Güneş ise ışık, özgüven ve yaratıcılık verir. Aslan için hayat, kendini ifade etmek ve sevdikleriyle paylaşmak için vardır.',
      'Aslan burcuysan, girdiğin her ortamda fark edilirsin; sıcaklığın, cömertliğin ve yüksek enerjin insanları etrafında toplar. Takdir görmek senin için önemlidir, çünkü yaptığın her şeye kalbini koyarsın. Gururunu bir kenara bırakıp başkalarına da sahne açtığında, en parlak halini yaşarsın.',
    ],
    personality:
      'Özgüvenli, cömert ve yaratıcısın. Sevdiklerine karşı son derece sadık ve korumacısın; onlar için elinden geleni yaparsın. Dramayı ve gösterişi sevebilirsin ama kalbin saf ve iyi niyetlidir. Eleştiriyi kaldırmakta zorlandığın, gururunun incindiği anlarda ise geri çekilip kendi başına toparlanırsın.',
    love:
      'Aşkta romantik, tutkulu ve cömertsin. Sevdiğin kişiyi el üstünde tutar, onu şımartmaktan keyif alırsın; karşılığında da hayranlık ve sadakat beklersin. İlgisizlik seni en çok yaralayan şeydir. Koç ve Yay ile aynı ateşi paylaşır, İkizler ve Terazi ile eğlenceli ve canlı bir uyum yakalarsın.',
    career:
      'Sahne sanatları, yöneticilik, eğitim, organizasyon, moda, medya ve liderlik gerektiren her alanda parlarsın. İnsanları motive etmekte ve onlara vizyon aşılamakta ustasın. Görünür olduğun ve emeğinin takdir edildiği ortamlarda en verimli halindesin. Parayı cömertçe harcarsın; lüks zevklerin için bütçeni önceden planlaman iyi olur.',
    health:
      'Aslan geleneksel olarak kalp, sırt ve omurga ile ilişkilendirilir. Duruşuna dikkat etmek ve sırtını güçlendiren egzersizler yapmak sana iyi gelir. Yüksek enerjini dans, takım sporları ya da açık havada yapılan aktivitelerle değerlendirebilirsin. Güneşi sevsen de kendini aşırı yormamaya özen göster.',
    strengths: ['Cömertlik', 'Özgüven', 'Yaratıcılık', 'Sadakat', 'Liderlik'],
    challenges: ['Gurur', 'İlgi ihtiyacı', 'Eleştiriye kapalılık', 'İnatçılık'],
  },
  {
    tagline: 'Ayrıntıların ustası: titiz, çalışkan ve her zaman yardıma hazır.',
    overview: [
      'Başak, yazdan sonbahara geçişte, hasat zamanında gelen toprak burcudur. Değişken niteliği ona uyum ve pratik zekâ, yönetici gezegeni Merkür ise analitik bir akıl ve keskin bir gözlem gücü verir. Başak için hayat, her şeyin yerli yerine oturduğunda güzeldir.',
      'Başak burcuysan, başkalarının gözünden kaçan ayrıntıları görür, karmaşayı düzene sokarsın. Yardımsever ve alçakgönüllüsün; bir işi en iyi şekilde yapmak senin için bir onur meselesidir. Mükemmeliyetçiliğin seni ileri taşır; kendine karşı da başkalarına gösterdiğin şefkati gösterdiğinde içindeki eleştirmen susar.',
    ],
    personality:
      'Düzenli, analitik ve pratiksin. Sorunları çözmeyi, sistemler kurmayı ve işe yarar olmayı seversin. Dikkatli gözlemlerin bazen eleştiri gibi algılanabilir, oysa niyetin hep daha iyisini bulmaktır. Kaygılandığında en küçük ayrıntıyı bile kafanda büyütebilirsin.',
    love:
      'Aşkta temkinli ve seçicisin; güvenmeden açılmazsın. Sevgini büyük sözlerden çok küçük ama anlamlı jestlerle, partnerinin hayatını kolaylaştırarak gösterirsin. Sadık ve özenli bir partnersin ama beklentilerini dile getirmeyi öğrenmelisin. Boğa ve Oğlak ile aynı sağlam zemini paylaşır, Yengeç ve Akrep ile derin bir güven bağı kurarsın.',
    career:
      'Sağlık, beslenme, veri analizi, muhasebe, editörlük, araştırma, yazılım ve kalite kontrol gibi dikkat isteyen alanlarda çok başarılısın. Planlı çalışır, verdiğin işi zamanında ve kusursuz teslim edersin. Parayı bilinçli harcar, bütçeni titizlikle takip edersin. Her şeyi kendin yapmaya çalışmak yerine işi paylaşmak seni rahatlatır.',
    health:
      'Başak geleneksel olarak sindirim sistemi ve bağırsaklarla ilişkilendirilir; kaygı doğrudan midene vurabilir. Sağlıklı beslenmeye ve düzenli rutinlere doğal bir ilgin var. Yoga, pilates ve sakin yürüyüşler hem bedenini hem zihnini dengeler. Kendini fazla sorumluluk altına sokmadan dinlenmeye de zaman ayır.',
    strengths: ['Titizlik', 'Analitik düşünce', 'Çalışkanlık', 'Yardımseverlik', 'Güvenilirlik'],
    challenges: ['Mükemmeliyetçilik', 'Aşırı eleştirellik', 'Kaygı', 'Kendine fazla yüklenme'],
  },
  {
    tagline: 'Uyumun, zarafetin ve adaletin burcu.',
    overview: [
      'Terazi, sonbahar ekinoksuyla, gece ile gündüzün eşitlendiği anda başlayan hava burcudur. Öncü niteliği ona ilişkilerde önderlik, yönetici gezegeni Venüs ise estetik duygusu, nezaket ve uyum arayışı verir. Terazi için hayat, denge kurulduğunda anlam kazanır.',
      'Terazi burcuysan, insanları bir araya getirmekte, farklı bakış açılarını anlamakta ve ortamı yumuşatmakta ustasın. Güzelliğe, sanata ve incelikli davranışlara karşı duyarlısın. Herkesi memnun etme isteğin bazen kendi sesini kısmana neden olabilir; kendi ihtiyaçlarını da teraziye koyduğunda gerçek dengeyi bulursun.',
    ],
    personality:
      'Nazik, diplomatik ve sosyalsin. Adaletsizliğe tahammül edemez, her konuda iki tarafı da dinlemek istersin. Bu yüzden karar vermek zaman zaman zor gelebilir. Çatışmadan kaçınırsın ama gerektiğinde zarafetle de olsa sınırlarını çizersin. Yalnızlık yerine paylaşmayı, birlikte üretmeyi seversin.',
    love:
      'Aşk ve ortaklık hayatının merkezindedir; romantik, düşünceli ve uyumlu bir partnersin. Zarif jestlerden, güzel mekânlardan ve derin sohbetlerden hoşlanırsın. Yalnız kalma korkusu seni uygun olmayan ilişkilerde tutmasın. İkizler ve Kova ile zihinsel, Aslan ve Yay ile neşeli bir uyum yakalarsın.',
    career:
      'Hukuk, diplomasi, insan kaynakları, tasarım, moda, sanat, halkla ilişkiler ve danışmanlık gibi alanlar sana çok uygun. Ekip çalışmasında arabulucu ve uzlaştırıcı rolünle öne çıkarsın. Estetik bir ortamda ve adil bir düzende çalıştığında verimin artar. Harcamalarında güzel şeylere zaafın olduğunu bilerek bütçe yapmalısın.',
    health:
      'Terazi geleneksel olarak böbrekler, bel bölgesi ve cilt ile ilişkilendirilir. Bol su içmek ve belini koruyan egzersizler yapmak sana iyi gelir. İç huzurun bozulduğunda bedenin de dengesini kaybeder; dans, yoga ve sanatla uğraşmak ruhunu dengeler.',
    strengths: ['Diplomasi', 'Adalet duygusu', 'Zarafet', 'Sosyallik', 'Estetik anlayış'],
    challenges: ['Kararsızlık', 'Çatışmadan kaçma', 'Onaya ihtiyaç duyma'],
  },
  {
    tagline: 'Derin, tutkulu ve gizemli: dönüşümün burcu.',
    overview: [
      'Akrep, sonbaharın ortasında, doğanın kabuk değiştirdiği zamanda gelen su burcudur. Sabit niteliği ona kararlılık ve dayanıklılık verir. Modern astrolojide Plüton, geleneksel astrolojide Mars tarafından yönetilir: bu ikili ona hem derin bir dönüşüm gücü hem de savaşçı bir irade kazandırır.',
      'Akrep burcuysan, yüzeyde kalan hiçbir şey seni tatmin etmez; insanların ve olayların özünü görmek istersin. Güçlü sezgilerin, sadakatin ve tutkunla sevdiklerinin en sağlam dayanağı olursun. Kolay güvenmezsin ama güvendiğinde sonuna kadar yanında durursun. Kontrolü bırakmayı öğrendiğinde, küllerinden yeniden doğan gücünü her alanda kullanabilirsin.',
    ],
    personality:
      'Tutkulu, kararlı ve sezgisel birisin. Duygularını kolay göstermezsin; sakin görünen yüzeyin altında yoğun bir iç dünya vardır. Gizliliğe önem verir, sırlarını ancak çok güvendiğin kişilerle paylaşırsın. İhanete tahammülün yoktur; kırıldığında affetmek senin için zordur.',
    love:
      'Aşkta ya hep ya hiç dersin: yarım yamalak ilişkiler sana göre değil. Derin bir bağ, tam bir güven ve tutku ararsın. Sevdiğine karşı son derece sadık ve korumacısın, ama kıskançlık en büyük sınavın olabilir. Yengeç ve Balık ile duygusal derinlikte, Başak ve Oğlak ile güvenilir bir birliktelikte buluşursun.',
    career:
      'Psikoloji, araştırma, dedektiflik, tıp, finans, kriz yönetimi ve gizli kalan bilgilerin ortaya çıkarılmasını gerektiren her alanda başarılısın. Stratejik düşünür, hedefine sessizce ama emin adımlarla ilerlersin. Ortak kaynaklar, yatırımlar ve büyük bütçeler konusunda ustasın. Güç mücadelelerinden uzak durduğunda iş ortamında çok daha rahat edersin.',
    health:
      'Akrep geleneksel olarak üreme ve boşaltım sistemiyle ilişkilendirilir. Duygularını bastırdığında stres bedenine yansıyabilir; bu yüzden onları ifade etmenin yollarını bulmalısın. Yüzme, dövüş sporları ve yoğun tempolu egzersizler birikmiş enerjini boşaltır. Derin uyku ve yalnız kalabileceğin zamanlar seni yeniler.',
    strengths: ['Tutku', 'Sadakat', 'Güçlü sezgi', 'Kararlılık', 'Cesaret'],
    challenges: ['Kıskançlık', 'Kontrol ihtiyacı', 'Kin tutma', 'Aşırı gizlilik'],
  },
  {
    tagline: 'Özgür ruhlu, iyimser ve ufkun ötesini merak eden gezgin.',
    overview: [
      'Yay, sonbaharı kışa bağlayan ateş burcudur. Değişken niteliği ona esneklik ve hareket ihtiyacı, yönetici gezegeni Jüpiter ise iyimserlik, bilgelik arayışı ve bolluk verir. Yay için hayat, keşfedilecek yerler ve öğrenilecek anlamlarla dolu uzun bir yolculuktur.',
      'Yay burcuysan, özgürlüğün senin için vazgeçilmezdir. Yeni kültürler, felsefeler ve maceralar seni heyecanlandırır. Neşen ve dürüstlüğünle çevrendekilere umut verirsin. Büyük resme bakmayı seversin; ayrıntılara ve verdiğin sözlere biraz daha özen gösterdiğinde hayallerin hızla gerçeğe dönüşür.',
    ],
    personality:
      'İyimser, neşeli ve açık sözlüsün. Esprilerin ve hayata bakışınla ortamı aydınlatırsın. Dürüstlüğün bazen fazla doğrudan olabilir; düşündüğünü filtresiz söylediğin anlar olur. Kısıtlanmaktan nefret eder, rutinden hızla sıkılırsın. Öğrenmeye, okumaya ve yeni deneyimlere karşı doymak bilmeyen bir iştahın var.',
    love:
      'Aşkta macera arkadaşı ararsın: seninle birlikte keşfe çıkabilecek, özgürlüğüne saygı duyan biri. Eğlenceli, cömert ve içten bir partnersin. Erken bağlanmaktan kaçınabilirsin; ancak ruhunu anlayan birini bulduğunda sadakatinle şaşırtırsın. Koç ve Aslan ile aynı ateşi, Terazi ve Kova ile özgür ruhu paylaşırsın.',
    career:
      'Akademi, eğitim, yayıncılık, turizm, hukuk, dış ticaret, spor ve felsefeyle ilgili alanlarda kendini gerçekleştirirsin. Vizyon sahibi fikirlerin ve motive edici enerjinle ekiplere ilham verirsin. Seyahat ya da sürekli öğrenme içeren işlerde mutlusun. Parayı iyimser bir rahatlıkla harcayabildiğin için bir birikim planı işini kolaylaştırır.',
    health:
      'Yay geleneksel olarak kalçalar, uyluklar ve karaciğerle ilişkilendirilir. Açık havada hareket etmek sana iyi gelir: yürüyüş, koşu, binicilik ya da doğa sporları. Keyifli sofralara düşkünlüğün nedeniyle ölçüyü kaçırmamaya dikkat et. Aşırı iyimserliğin seni yorgunluğu görmezden gelmeye itmesin.',
    strengths: ['İyimserlik', 'Özgür ruh', 'Dürüstlük', 'Cömertlik', 'Öğrenme tutkusu'],
    challenges: ['Sabırsızlık', 'Fazla doğrudanlık', 'Söz verip unutma', 'Bağlanmaktan kaçınma'],
  },
  {
    tagline: 'Hedefine adım adım tırmanan, disiplinli ve sorumluluk sahibi burç.',
    overview: [
      'Oğlak, kış gündönümüyle başlayan toprak burcudur. Öncü niteliği ona hedef koyma ve yön belirleme yeteneği, yönetici gezegeni Satürn ise disiplin, sabır ve sorumluluk bilinci verir. Oğlak için hayat, emekle inşa edilen ve zamanla değeri artan bir yapıdır.',
      'Oğlak burcuysan, zirveye giden yolun uzun olduğunu bilir ve bundan yılmazsın. Güvenilirliğin, olgunluğun ve çalışkanlığınla saygı kazanırsın. Çoğu zaman yaşından olgun görünürsün, ama yıllar geçtikçe içindeki oyunbaz çocuk daha çok ortaya çıkar. Kendine başarılarını kutlamak için izin verdiğinde hayattan çok daha fazla keyif alırsın.',
    ],
    personality:
      'Disiplinli, hırslı ve gerçekçisin. Sözlerin değil sonuçların konuşmasını seversin. Duygularını kolay göstermez, kontrollü ve ciddi bir duruş sergilersin; yakın çevren ise ince espri anlayışını ve sadakatini iyi bilir. İşe kendini fazla verip dinlenmeyi ihmal etmek en sık yaptığın hata olabilir.',
    love:
      'Aşkta temkinli başlar, ama bağlandığında son derece sadık ve sorumluluk sahibi bir partner olursun. Uzun vadeli, sağlam ve birlikte bir gelecek kurulabilecek ilişkiler ararsın. Duygularını sözle ifade etmekte zorlansan da davranışların sevgini gösterir. Boğa ve Başak ile aynı değerleri, Akrep ve Balık ile duygusal derinliği paylaşırsın.',
    career:
      'Yöneticilik, mühendislik, finans, hukuk, mimarlık, devlet kurumları ve kendi işini kurmak gibi sabır ve strateji isteyen alanlarda başarılısın. Uzun vadeli planlar yapar, adım adım ilerlersin. Parayı akıllıca yönetir, geleceği güvence altına almayı önemsersin. İşini devretmeyi ve ekibine güvenmeyi öğrendiğinde daha da yükselirsin.',
    health:
      'Oğlak geleneksel olarak kemikler, dizler, dişler ve cilt ile ilişkilendirilir. Eklemlerini ve kemiklerini güçlendiren düzenli egzersizler, kalsiyumdan zengin beslenme ve iyi bir duruş sana iyi gelir. Stresini içinde tutmaya eğilimlisin; dağ yürüyüşleri ve sessiz dinlenme anları seni yeniler.',
    strengths: ['Disiplin', 'Sorumluluk', 'Sabır', 'Hırs', 'Güvenilirlik'],
    challenges: ['Katılık', 'Aşırı çalışma', 'Duygularını saklama', 'Karamsarlık'],
  },
  {
    tagline: 'Özgün, yenilikçi ve geleceği bugünden yaşayan burç.',
    overview: [
      'Kova, kışın ortasında gelen hava burcudur. Sabit niteliği ona fikirlerinde kararlılık verir. Modern astrolojide Uranüs, geleneksel astrolojide Satürn tarafından yönetilir: Uranüs ona sıra dışı fikirler ve özgürlük tutkusu, Satürn ise bu fikirleri hayata geçirecek yapıyı kazandırır.',
      'Kova burcuysan, kalıplara sığmaz, olaylara herkesten farklı bir açıdan bakarsın. İnsanlığın iyiliğini önemser, toplumsal konulara duyarlısın. Arkadaşlık senin için çok değerlidir ve farklı dünyalardan insanları bir araya getirirsin. Mesafeli görünen tavrının arkasında sıcak bir kalp olduğunu gösterdiğinde ilişkilerin çok daha derinleşir.',
    ],
    personality:
      'Bağımsız, özgün ve entelektüelsin. Kurallar mantıklı gelmiyorsa onları sorgular, gerekirse değiştirmeye çalışırsın. Duygulardan çok fikirlerle hareket edersin, bu yüzden bazen mesafeli algılanabilirsin. İnatçı bir yanın da var: bir fikre inandığında kolay kolay vazgeçmezsin.',
    love:
      'Aşkta önce arkadaşlık ararsın: seninle fikir alışverişi yapabilen, özgürlüğüne saygı duyan biri kalbini kazanır. Geleneksel romantizm kalıplarına pek uymazsın; ilişkini kendi kurallarınla yaşamak istersin. İkizler ve Terazi ile zihinsel uyumda, Koç ve Yay ile macera ve özgürlükte buluşursun.',
    career:
      'Teknoloji, bilim, yazılım, girişimcilik, sivil toplum, sosyal medya ve yenilikçi tasarım alanlarında parlarsın. Ekip içinde yeni fikirler üreten, geleceği öngören kişisin. Hiyerarşinin katı olduğu yerlerde bunalabilirsin. Maddi konularda ani kararlar verebildiğin için uzun vadeli bir plan sana güven verir.',
    health:
      'Kova geleneksel olarak bilekler, baldırlar ve kan dolaşımıyla ilişkilendirilir. Uzun süre hareketsiz kalmak sana iyi gelmez; düzenli yürüyüşler ve esneme hareketleri dolaşımını destekler. Zihnin sürekli meşgul olduğundan uyku düzenine dikkat etmeli, teknolojiden uzak vakit geçirmelisin.',
    strengths: ['Özgünlük', 'Yenilikçilik', 'İnsancıllık', 'Bağımsızlık', 'Dostluk'],
    challenges: ['Duygusal mesafe', 'İnatçılık', 'Öngörülemezlik'],
  },
  {
    tagline: 'Hayalperest, şefkatli ve sezgileriyle yol bulan burç.',
    overview: [
      'Balık, zodyağı kapatan ve kıştan bahara geçişte gelen su burcudur. Değişken niteliği ona uyum ve akışkanlık verir. Modern astrolojide Neptün, geleneksel astrolojide Jüpiter tarafından yönetilir: Neptün ona hayal gücü ve ruhsal derinlik, Jüpiter ise şefkat ve inanç kazandırır.',
      'Balık burcuysan, başkalarının acısını kendi acın gibi hisseder, yardım elini uzatmaktan çekinmezsin. Sanata, müziğe ve ruhani konulara doğal bir yakınlığın var. Zengin iç dünyan en büyük hazinen; hayallerini somut adımlarla desteklediğinde ve sınırlarını korumayı öğrendiğinde bu hazineyi dünyayla paylaşabilirsin.',
    ],
    personality:
      'Duyarlı, sezgisel ve empati yeteneği çok yüksek birisin. İnsanları yargılamadan kabul eder, onlara anlayış gösterirsin. Zaman zaman gerçeklerden kaçıp hayallere sığınabilirsin. Kararsız kaldığında akışa bırakmayı tercih edersin; bu bazen seni özgürleştirir, bazen de başkalarının yönlendirmesine açık hale getirir.',
    love:
      'Aşkta romantik ve fedakârsın; masalsı bir aşk ve ruh eşi arayışındasın. Sevdiğin kişiye kendini tümüyle verirsin, ama onu idealize etmemeye dikkat etmelisin. Anlaşıldığını hissettiğin bir ilişkide çiçek açarsın. Yengeç ve Akrep ile duygusal derinlikte, Boğa ve Oğlak ile güvenli bir limanda buluşursun.',
    career:
      'Sanat, müzik, sinema, fotoğrafçılık, psikoloji, sağlık, sosyal hizmet ve ruhani alanlarda kendini ifade edersin. Yaratıcılığın ve sezgilerin işinde sana yol gösterir. Katı kurallar ve yoğun rekabet seni yorabilir; anlam bulduğun işlerde ise tükenmez bir enerjin olur. Maddi konularda düzenli kayıt tutmak seni rahatlatır.',
    health:
      'Balık geleneksel olarak ayaklar ve bağışıklık sistemiyle ilişkilendirilir. Başkalarının duygularını üstlenmek seni yorabilir; yalnız kalıp enerjini toplamaya ihtiyaç duyarsın. Yüzme, meditasyon, müzik ve su kenarında geçirilen zaman sana iyi gelir. Uykunu ve ayaklarını ihmal etme.',
    strengths: ['Empati', 'Hayal gücü', 'Sezgi', 'Şefkat', 'Yaratıcılık'],
    challenges: ['Gerçeklerden kaçma', 'Sınır koyamama', 'Kararsızlık', 'Fazla fedakârlık'],
  },
];
