import type { QuizSeed } from './quiz-bank.types';

/** Demo quizzes of the Turkish edition (seed data). */
export const QUIZZES_TR: readonly QuizSeed[] = [
  {
    type: 'trivia',
    title: 'Türkiye’yi ne kadar tanıyorsun? Coğrafya testinde tam puan alabilecek misin?',
    description: 'Dağlar, göller, nehirler ve şehirler… Okulda öğrendiklerini hatırlıyor musun, gel görelim.',
    topic: 'general-knowledge',
    questions: [
      {
        question: 'Türkiye’nin en yüksek dağı hangisidir?',
        answers: ['Erciyes Dağı', 'Ağrı Dağı', 'Uludağ', 'Süphan Dağı'],
        correct: 1,
        explanation: 'Ağrı Dağı 5.137 metreyle Türkiye’nin zirvesidir. Erciyes ise yaklaşık 3.917 metreyle İç Anadolu’nun en yüksek dağıdır.',
      },
      {
        question: 'Türkiye’nin en büyük gölü hangisidir?',
        answers: ['Tuz Gölü', 'Beyşehir Gölü', 'Van Gölü', 'Eğirdir Gölü'],
        correct: 2,
        explanation: 'Van Gölü yaklaşık 3.700 kilometrekarelik alanıyla açık ara birincidir. Sodalı suyu nedeniyle dünyanın en büyük soda göllerinden biridir.',
      },
      {
        question: 'Baştan sona yalnızca Türkiye topraklarında akan en uzun nehir hangisidir?',
        answers: ['Fırat', 'Sakarya', 'Yeşilırmak', 'Kızılırmak'],
        correct: 3,
        explanation: 'Kızılırmak yaklaşık 1.355 kilometre boyunca akıp Bafra yakınlarında Karadeniz’e dökülür. Fırat daha uzundur ama Suriye ve Irak’tan da geçer.',
      },
      {
        question: 'Yüzölçümü en büyük ilimiz hangisidir?',
        answers: ['Konya', 'Sivas', 'Ankara', 'Erzurum'],
        correct: 0,
        explanation: 'Konya, 38 bin kilometrekareyi aşan yüzölçümüyle ilk sırada. Onu yaklaşık 28 bin kilometrekareyle Sivas izler.',
      },
      {
        question: 'Peribacalarıyla ünlü Göreme hangi ilimizdedir?',
        answers: ['Kayseri', 'Nevşehir', 'Aksaray', 'Niğde'],
        correct: 1,
        explanation: 'Göreme Nevşehir’e bağlıdır. Peribacaları, volkanik tüflerin rüzgâr ve yağmurla çok uzun süre aşınmasıyla oluşmuştur.',
      },
      {
        question: 'Bembeyaz travertenleriyle Pamukkale hangi ildedir?',
        answers: ['Muğla', 'Aydın', 'Denizli', 'Afyonkarahisar'],
        correct: 2,
        explanation: 'Pamukkale Denizli’dedir. Antik Hierapolis kentiyle birlikte 1988’den beri UNESCO Dünya Mirası Listesi’nde yer alır.',
      },
      {
        question: 'Türkiye’nin en kuzey noktası olan İnceburun hangi ildedir?',
        answers: ['Sinop', 'Kastamonu', 'Samsun', 'Bartın'],
        correct: 0,
        explanation: 'İnceburun, Sinop’un Karadeniz’e uzanan ucudur. Burası aynı zamanda Anadolu’nun en kuzey noktasıdır.',
      },
      {
        question: 'İstanbul Boğazı hangi iki denizi birbirine bağlar?',
        answers: ['Ege ve Marmara', 'Karadeniz ve Marmara', 'Karadeniz ve Ege', 'Marmara ve Akdeniz'],
        correct: 1,
        explanation: 'İstanbul Boğazı Karadeniz’i Marmara’ya bağlar. Marmara’yı Ege’ye bağlayan ise Çanakkale Boğazı’dır.',
      },
    ],
    grades: [
      {
        minPercent: 0,
        title: 'Haritayı yeniden açma vakti',
        description: 'Bu sefer olmadı ama dert etme: bir hafta sonu kaçamağı, coğrafya dersinden çok daha akılda kalıcı olur.',
      },
      {
        minPercent: 50,
        title: 'Gezgin ruhlu',
        description: 'Türkiye’nin dört bir yanını epey iyi biliyorsun. Birkaç detayı tazelersen bir dahaki sefere tam puan senin.',
      },
      {
        minPercent: 85,
        title: 'Yürüyen atlas',
        description: 'Dağından gölüne, burnundan boğazına her şey aklında. Arkadaş grubunun yol tarifi artık senden sorulur!',
      },
    ],
  },
  {
    type: 'trivia',
    title: 'Damak tadı testi: Türk mutfağını gerçekten ne kadar biliyorsun?',
    description: 'İskender’den aşureye, mantıdan çılbıra… Sofralarımızın hikâyesini bildiğini düşünüyorsan buyur.',
    topic: 'food',
    questions: [
      {
        question: 'İskender kebap hangi şehrimizle özdeşleşmiştir?',
        answers: ['Adana', 'Bursa', 'Gaziantep', 'Erzurum'],
        correct: 1,
        explanation: 'Rivayete göre 19. yüzyılda Bursa’da İskender Efendi, döneri yatay değil dikey çevirerek bu lezzetin temelini attı. Tereyağı ve yoğurt da Bursa usulünün olmazsa olmazıdır.',
      },
      {
        question: 'Bir kaşığa kırk tane sığacak kadar minik mantısıyla ünlü il hangisidir?',
        answers: ['Kayseri', 'Sivas', 'Kastamonu', 'Kütahya'],
        correct: 0,
        explanation: 'Kayseri mantısında ustalığın ölçüsü tanelerin küçüklüğüdür. Geleneğe göre iyi bir mantının kırk tanesi tek kaşığa sığmalıdır.',
      },
      {
        question: 'Avrupa Birliği’nde coğrafi işaretle tescil edilen ilk Türk ürünü hangisidir?',
        answers: ['Aydın inciri', 'Malatya kayısısı', 'Antep baklavası', 'Afyon kaymağı'],
        correct: 2,
        explanation: 'Antep baklavası 2013’te AB’nin korumalı coğrafi işaretini aldı. Böylece bu tescili alan ilk Türk ürünü oldu.',
      },
      {
        question: 'Hünkâr beğendinin “beğendi” kısmı neyle yapılır?',
        answers: ['Közlenmiş patlıcanla', 'Haşlanmış kerevizle', 'Nohut püresiyle', 'Patates püresiyle'],
        correct: 0,
        explanation: 'Beğendi, közlenmiş patlıcanın tereyağı, un, süt ve kaşarla pişirilmesiyle hazırlanır. Üzerine kuzu yahnisi konunca hünkârın beğendiği tabak ortaya çıkar.',
      },
      {
        question: 'Künefesiyle meşhur olup 2017’de UNESCO’nun gastronomi şehirleri arasına giren ilimiz hangisidir?',
        answers: ['Mersin', 'Adana', 'Şanlıurfa', 'Hatay'],
        correct: 3,
        explanation: 'Hatay, künefesi ve zengin mezeleriyle 2017’de UNESCO Yaratıcı Şehirler Ağı’na gastronomi alanında katıldı.',
      },
      {
        question: 'Geleneksel olarak Muharrem ayında pişirilip komşulara dağıtılan tatlı hangisidir?',
        answers: ['Güllaç', 'Aşure', 'Zerde', 'İrmik helvası'],
        correct: 1,
        explanation: 'Aşure Muharrem ayında kazan kazan pişirilip komşularla paylaşılır. Rivayete göre Nuh’un gemisinde kalan son malzemelerle yapılmıştır.',
      },
      {
        question: 'Çılbır nedir?',
        answers: ['Kıymalı bir börek', 'Bulgurlu bir köfte', 'Sarımsaklı yoğurt üstünde poşe yumurta', 'Bir tür yayla çorbası'],
        correct: 2,
        explanation: 'Çılbır, sarımsaklı yoğurdun üzerine suda pişmiş yumurta konup pul biberli tereyağı gezdirilerek yapılır. Kökleri Osmanlı saray mutfağına uzanır.',
      },
      {
        question: 'Türk kahvesi kültürü ve geleneği UNESCO listesine hangi yıl girdi?',
        answers: ['2008', '2010', '2013', '2016'],
        correct: 2,
        explanation: 'Türk kahvesi kültürü ve geleneği 2013’te UNESCO’nun İnsanlığın Somut Olmayan Kültürel Mirası Temsili Listesi’ne alındı.',
      },
      {
        question: 'Menemen adını nereden alır?',
        answers: ['Bir Osmanlı aşçısından', 'Pişirildiği toprak kaptan', 'Manisa’daki bir köyden', 'İzmir’in bir ilçesinden'],
        correct: 3,
        explanation: 'Menemen, adını İzmir’in aynı adlı ilçesinden alır. Soğanlı mı soğansız mı tartışması ise hâlâ sürüyor.',
      },
    ],
    grades: [
      {
        minPercent: 0,
        title: 'Mutfağa yeni adım atan',
        description: 'Bu test seni biraz zorladı ama iştahın yerinde belli. Bir dahaki sofrada yemeklerin hikâyesini de sor!',
      },
      {
        minPercent: 45,
        title: 'Ev yemeklerinin dostu',
        description: 'Türk mutfağını seviyor ve epey iyi tanıyorsun. Birkaç yöresel lezzeti keşfetmek seni zirveye taşır.',
      },
      {
        minPercent: 75,
        title: 'Sofranın ustası',
        description: 'Hangi yemek nereden gelir, nasıl pişer, hepsini biliyorsun. Misafirlerin senin sofrandan kalkmak istemez.',
      },
      {
        minPercent: 100,
        title: 'Yürüyen gastronomi rehberi',
        description: 'Kusursuz! Anadolu’nun lezzet haritası senin avucunun içinde. Bir yemek programı açma vaktin gelmiş olabilir.',
      },
    ],
  },
  {
    type: 'trivia',
    title: 'Burçlar hakkında her şeyi bildiğini mi sanıyorsun? 8 soruda görelim',
    description: 'Elementler, yönetici gezegenler, semboller… Burç yorumlarını kaçırmayanlar için eğlenceli bir test.',
    topic: 'astrology',
    questions: [
      {
        question: 'Zodyak kuşağını başlatan, yani ilk burç sayılan hangisidir?',
        answers: ['Kova', 'Koç', 'Oğlak', 'Balık'],
        correct: 1,
        explanation: 'Astrolojik yıl, Mart ayındaki ilkbahar ekinoksunda Güneş’in Koç burcuna geçişiyle başlar. Bu yüzden sıralamada Koç hep birincidir.',
      },
      {
        question: 'Aşağıdakilerden hangisi su burcu değildir?',
        answers: ['Yengeç', 'Akrep', 'Kova', 'Balık'],
        correct: 2,
        explanation: 'Adına ve su taşıyan sembolüne rağmen Kova bir hava burcudur. Su grubunu Yengeç, Akrep ve Balık oluşturur.',
      },
      {
        question: 'Geleneksel astrolojide Aslan burcunu hangi gök cismi yönetir?',
        answers: ['Mars', 'Jüpiter', 'Ay', 'Güneş'],
        correct: 3,
        explanation: 'Aslan’ın yöneticisi Güneş’tir. Sahneyi ve ilgiyi bu kadar sevmesi de buna bağlanır.',
      },
      {
        question: 'Sembolü canlı bir varlık değil, bir nesne olan tek burç hangisidir?',
        answers: ['İkizler', 'Terazi', 'Başak', 'Yay'],
        correct: 1,
        explanation: 'Diğer burçların sembolleri insan ya da hayvan figürleridir, Terazi’ninki ise bir terazidir. Denge ve adalet vurgusu da buradan gelir.',
      },
      {
        question: '31 Aralık’ta doğan biri hangi burçtandır?',
        answers: ['Yay', 'Oğlak', 'Kova', 'Akrep'],
        correct: 1,
        explanation: 'Oğlak burcu yaklaşık 22 Aralık ile 19 Ocak arasını kapsar. Yılbaşı arifesinde doğanlar da bu yüzden Oğlak’tır.',
      },
      {
        question: 'Boğa ve Terazi burçlarının ortak yönetici gezegeni hangisidir?',
        answers: ['Venüs', 'Merkür', 'Satürn', 'Mars'],
        correct: 0,
        explanation: 'Venüs hem Boğa’yı hem Terazi’yi yönetir. Bu iki burcun güzelliğe ve keyfe düşkünlüğü de bu ortak gezegene bağlanır.',
      },
      {
        question: 'İkizler ve Başak burçlarını yöneten gezegen hangisidir?',
        answers: ['Jüpiter', 'Ay', 'Merkür', 'Neptün'],
        correct: 2,
        explanation: 'İletişimin ve zihnin gezegeni Merkür, hem İkizler’in hem de Başak’ın yöneticisidir.',
      },
      {
        question: 'Toprak grubundaki burçlar hangileridir?',
        answers: ['Koç, Aslan, Yay', 'İkizler, Terazi, Kova', 'Yengeç, Akrep, Balık', 'Boğa, Başak, Oğlak'],
        correct: 3,
        explanation: 'Boğa, Başak ve Oğlak toprak burçlarıdır. Ayakları yere basan, pratik ve sabırlı kişiler olarak anlatılırlar.',
      },
    ],
    grades: [
      {
        minPercent: 0,
        title: 'Burçlara mesafeli',
        description: 'Yıldızlarla aran pek iyi değil ama sorun yok. Yine de birinin burcunu sorduğunda artık ne diyeceğini biliyorsun!',
      },
      {
        minPercent: 50,
        title: 'Haftalık yorumların sadık okuru',
        description: 'Burçları gayet iyi tanıyorsun. Birkaç yönetici gezegeni daha ezberlersen grubun astroloğu sen olursun.',
      },
      {
        minPercent: 85,
        title: 'Grubun astroloğu',
        description: 'Elementler, semboller, gezegenler… Hepsi kafanda bir harita gibi duruyor. Doğum haritası sorularına hazırlıklı ol!',
      },
    ],
  },
  {
    type: 'trivia',
    title: 'Yeşilçam’dan bugüne: Türk sinemasının klasiklerini ne kadar hatırlıyorsun?',
    description: 'Hababam Sınıfı’ndan Kış Uykusu’na, beyaz perdenin unutulmaz filmleri ve oyuncuları üzerine 8 soru.',
    topic: 'general-knowledge',
    questions: [
      {
        question: 'Hababam Sınıfı’nda (1975) Mahmut Hoca’yı kim canlandırdı?',
        answers: ['Münir Özkul', 'Adile Naşit', 'Tarık Akan', 'Halit Akçatepe'],
        correct: 0,
        explanation: 'Münir Özkul’un Mahmut Hoca’sı, sinemamızın en sevilen öğretmenlerinden biri oldu. Film, Rıfat Ilgaz’ın romanından uyarlanmıştır.',
      },
      {
        question: 'Hababam Sınıfı’nın “İnek Şaban”ı kimdir?',
        answers: ['Şener Şen', 'Kemal Sunal', 'Halit Akçatepe', 'Cem Gürdap'],
        correct: 1,
        explanation: 'İnek Şaban, Kemal Sunal’ı Türkiye’nin en sevilen komedi yıldızlarından biri yaptı. Karakter sonraki filmlerde de defalarca karşımıza çıktı.',
      },
      {
        question: 'Selvi Boylum Al Yazmalım hangi yazarın öyküsünden uyarlanmıştır?',
        answers: ['Yaşar Kemal', 'Sabahattin Ali', 'Cengiz Aytmatov', 'Orhan Kemal'],
        correct: 2,
        explanation: 'Atıf Yılmaz’ın 1977 tarihli filmi, Kırgız yazar Cengiz Aytmatov’un bir öyküsüne dayanır. Başrolleri Türkan Şoray ve Kadir İnanır paylaşır.',
      },
      {
        question: 'Türkan Şoray’ın sinema dünyasındaki lakabı nedir?',
        answers: ['Sultan', 'Kraliçe', 'Diva', 'Prenses'],
        correct: 0,
        explanation: 'Türkan Şoray’a yıllardır “Sultan” denir. Rollerini seçerken koyduğu “Şoray kuralları” da Yeşilçam efsaneleri arasındadır.',
      },
      {
        question: '1964’te Berlin Film Festivali’nde Altın Ayı kazanan Türk filmi hangisidir?',
        answers: ['Yol', 'Susuz Yaz', 'Kuyu', 'Sevmek Zamanı'],
        correct: 1,
        explanation: 'Metin Erksan’ın yönettiği Susuz Yaz, 1964’te Berlin’de Altın Ayı’yı kazandı. Başrollerde Hülya Koçyiğit ve Erol Taş vardı.',
      },
      {
        question: '2014’te Cannes’da Altın Palmiye kazanan Kış Uykusu’nun yönetmeni kimdir?',
        answers: ['Zeki Demirkubuz', 'Semih Kaplanoğlu', 'Nuri Bilge Ceylan', 'Fatih Akın'],
        correct: 2,
        explanation: 'Nuri Bilge Ceylan, Kapadokya’da çektiği Kış Uykusu ile 2014’te Altın Palmiye’nin sahibi oldu.',
      },
      {
        question: 'Tosun Paşa’da (1976) birbirine düşman olan iki aile hangileridir?',
        answers: ['Yamanlar ve Karabeyler', 'Hacıoğulları ve Bezirganlar', 'Tellioğulları ve Seferoğulları', 'Sarıoğulları ve Kaşıkçılar'],
        correct: 2,
        explanation: 'Kartal Tibet’in filminde Tellioğulları ile Seferoğulları, Yeşil Vadi adlı arazi için birbirine düşer. Kemal Sunal ile Şener Şen’in en sevilen ortak işlerinden biridir.',
      },
      {
        question: 'Babam ve Oğlum (2005) filminin yönetmeni kimdir?',
        answers: ['Çağan Irmak', 'Yılmaz Erdoğan', 'Ferzan Özpetek', 'Cem Yılmaz'],
        correct: 0,
        explanation: 'Çağan Irmak’ın filmi, Çetin Tekindor ile Fikret Kuşkan’ın performanslarıyla milyonlarca seyirciyi ağlattı.',
      },
    ],
    grades: [
      {
        minPercent: 0,
        title: 'Film gecesi şart',
        description: 'Klasiklerle aran biraz açılmış. Bir kutu çekirdek al, Yeşilçam maratonuna bu akşam başla!',
      },
      {
        minPercent: 50,
        title: 'Pazar matinesinin müdavimi',
        description: 'Türk sinemasını iyi biliyorsun; repliklerin çoğu dilinde. Birkaç festival ödüllüsünü daha izlersen tamamsın.',
      },
      {
        minPercent: 85,
        title: 'Yeşilçam arşivi',
        description: 'Oyuncular, yönetmenler, ödüller… Hepsi aklında. Sinema sohbetlerinde son sözü sen söylüyorsun.',
      },
    ],
  },
  {
    type: 'trivia',
    title: 'Okulda öğrendiklerin hâlâ aklında mı? 9 soruluk bilim testi',
    description: 'Gezegenler, elementler, insan vücudu ve Nobel’li bilim insanlarımız… Bakalım fen dersleri nerede kalmış?',
    topic: 'general-knowledge',
    questions: [
      {
        question: 'Güneş Sistemi’nin en büyük gezegeni hangisidir?',
        answers: ['Satürn', 'Jüpiter', 'Neptün', 'Uranüs'],
        correct: 1,
        explanation: 'Jüpiter o kadar büyüktür ki diğer bütün gezegenler içine sığabilir. Kütlesi de geri kalan gezegenlerin toplamının iki katından fazladır.',
      },
      {
        question: 'Kimyasal sembolü Fe olan element hangisidir?',
        answers: ['Flor', 'Fosfor', 'Demir', 'Fermiyum'],
        correct: 2,
        explanation: 'Fe, demirin Latince adı “ferrum”dan gelir. Florun sembolü F, fosforunki ise P’dir.',
      },
      {
        question: 'İnsan vücudunun en büyük organı hangisidir?',
        answers: ['Karaciğer', 'Deri', 'Akciğerler', 'Beyin'],
        correct: 1,
        explanation: 'Deri, bir yetişkinde yaklaşık 1,5 ila 2 metrekarelik bir alanı kaplar. Karaciğer ise en büyük iç organımızdır.',
      },
      {
        question: 'Güneş’ten çıkan ışık Dünya’ya yaklaşık ne kadar sürede ulaşır?',
        answers: ['8 saniye', '1 saat', '8 dakika', '1 gün'],
        correct: 2,
        explanation: 'Işık yaklaşık 150 milyon kilometrelik yolu 8 dakika 20 saniyede alır. Yani gökyüzünde gördüğümüz Güneş, 8 dakika önceki hâlidir.',
      },
      {
        question: '2015 Nobel Kimya Ödülü’nü paylaşan Türk bilim insanı kimdir?',
        answers: ['Aziz Sancar', 'Cahit Arf', 'Gazi Yaşargil', 'Feza Gürsey'],
        correct: 0,
        explanation: 'Aziz Sancar, DNA onarımı üzerine çalışmalarıyla 2015 Nobel Kimya Ödülü’nü Tomas Lindahl ve Paul Modrich ile paylaştı.',
      },
      {
        question: 'Adını taşıyan “Arf değişmezi” ile tanınan Türk matematikçi kimdir?',
        answers: ['Kerim Erim', 'Cahit Arf', 'Ali Nesin', 'Feza Gürsey'],
        correct: 1,
        explanation: 'Cahit Arf’in 1941’de tanımladığı değişmez bugün topolojide ve kodlama kuramında kullanılıyor. Portresi 10 TL banknotlarında da yer aldı.',
      },
      {
        question: 'Deniz seviyesinde saf su kaç santigrat derecede kaynar?',
        answers: ['90', '100', '110', '120'],
        correct: 1,
        explanation: 'Deniz seviyesinde su 100 °C’de kaynar. Yükseklere çıktıkça hava basıncı düştüğü için kaynama noktası da düşer.',
      },
      {
        question: '“Kızıl Gezegen” olarak bilinen gezegen hangisidir?',
        answers: ['Venüs', 'Merkür', 'Mars', 'Jüpiter'],
        correct: 2,
        explanation: 'Mars’ın rengi, yüzeyini kaplayan demir oksitli, yani paslı tozdan gelir.',
      },
      {
        question: 'Türkiye’ye ilk Nobel ödülünü kim kazandırdı?',
        answers: ['Orhan Pamuk', 'Aziz Sancar', 'Yaşar Kemal', 'Oktay Sinanoğlu'],
        correct: 0,
        explanation: 'Orhan Pamuk, 2006 Nobel Edebiyat Ödülü’yle Türkiye’nin ilk Nobel’ini aldı. Aziz Sancar ise 2015’te bilim alanındaki ilk Nobel’i getirdi.',
      },
    ],
    grades: [
      {
        minPercent: 0,
        title: 'Fen dersine yeniden kayıt',
        description: 'Bilim biraz uzağında kalmış ama merak her şeyin başlangıcı. Bir belgesel açmaya ne dersin?',
      },
      {
        minPercent: 40,
        title: 'Meraklı öğrenci',
        description: 'Temel bilgiler yerinde, birkaç detay eksik. Biraz okuma ile çok daha iyisini yaparsın.',
      },
      {
        minPercent: 70,
        title: 'Laboratuvar kaçkını',
        description: 'Gezegenlerden elementlere bilim sana göre. Okuldaki fen öğretmenin seninle gurur duyardı.',
      },
      {
        minPercent: 100,
        title: 'Profesör',
        description: 'Tek hata yok! Bilgi yarışmalarında takımına ilk seni seçmeleri boşuna değil.',
      },
    ],
  },
  {
    type: 'trivia',
    title: 'Unutulmaz zaferler: Türk sporunun efsane anlarını ne kadar hatırlıyorsun?',
    description: 'Olimpiyat altınlarından Avrupa kupalarına, bizi ekran başında coşturan anlar üzerine 8 soru.',
    topic: 'general-knowledge',
    questions: [
      {
        question: 'Naim Süleymanoğlu’nun dünyaca bilinen lakabı nedir?',
        answers: ['Cep Herkülü', 'Anadolu Kartalı', 'Demir Bilek', 'Küçük Dev'],
        correct: 0,
        explanation: 'Naim Süleymanoğlu 1988, 1992 ve 1996’da üç olimpiyat altını kazandı. Boyuna göre kaldırdığı inanılmaz ağırlıklar ona “Cep Herkülü” adını verdirdi.',
      },
      {
        question: 'A Milli Futbol Takımı 2002 Dünya Kupası’nı kaçıncı sırada tamamladı?',
        answers: ['Dördüncü', 'Üçüncü', 'İkinci', 'Çeyrek finalde elendi'],
        correct: 1,
        explanation: 'Türkiye, üçüncülük maçında ev sahiplerinden Güney Kore’yi 3-2 yenerek bronz madalyayı aldı.',
      },
      {
        question: 'Galatasaray 2000 UEFA Kupası finalinde hangi takımı yendi?',
        answers: ['Leeds United', 'Real Madrid', 'Arsenal', 'Borussia Dortmund'],
        correct: 2,
        explanation: 'Kopenhag’daki final 0-0 bitti, Galatasaray penaltılarda 4-1 kazandı. Böylece Avrupa kupası kazanan ilk Türk takımı oldu.',
      },
      {
        question: 'Tarihi Kırkpınar Yağlı Güreşleri hangi ilde düzenlenir?',
        answers: ['Bursa', 'Edirne', 'Tekirdağ', 'Balıkesir'],
        correct: 1,
        explanation: 'Kırkpınar yüzyıllardır Edirne’de yapılır ve dünyanın en eski spor organizasyonlarından sayılır. 2010’da UNESCO listesine de girdi.',
      },
      {
        question: 'Türkiye olimpiyatlardaki ilk altın madalyasını hangi branşta kazandı?',
        answers: ['Halter', 'Atletizm', 'Güreş', 'Boks'],
        correct: 2,
        explanation: 'İlk altını, Yaşar Erkan 1936 Berlin Olimpiyatları’nda grekoromen güreşte kazandı.',
      },
      {
        question: 'Kadın Voleybol Milli Takımımızın lakabı nedir?',
        answers: ['Potanın Perileri', 'Filenin Sultanları', 'Ay-Yıldızlı Melekler', 'Smaç Kraliçeleri'],
        correct: 1,
        explanation: 'Filenin Sultanları 2023’te hem Milletler Ligi’ni hem de Avrupa Şampiyonası’nı kazandı. Potanın Perileri ise kadın basketbol milli takımımızın lakabıdır.',
      },
      {
        question: '2021 ve 2022’de üst üste EuroLeague şampiyonu olan Türk kulübü hangisidir?',
        answers: ['Fenerbahçe', 'Galatasaray', 'Darüşşafaka', 'Anadolu Efes'],
        correct: 3,
        explanation: 'Anadolu Efes kupayı 2021’de Köln’de, 2022’de Belgrad’da kaldırdı. Türkiye’ye bu kupayı ilk kez 2017’de Fenerbahçe getirmişti.',
      },
      {
        question: 'Tokyo 2020’de okçulukta olimpiyat şampiyonu olan milli sporcumuz kimdir?',
        answers: ['Mete Gazoz', 'Yasemin Adar', 'Busenaz Sürmeneli', 'Rıza Kayaalp'],
        correct: 0,
        explanation: 'Mete Gazoz, Türkiye’ye okçulukta ilk olimpiyat altınını kazandırdı. Aynı oyunlarda Busenaz Sürmeneli de boksta altın aldı.',
      },
    ],
    grades: [
      {
        minPercent: 0,
        title: 'Maçı kaçıran',
        description: 'Spor tarihimiz sana biraz uzak kalmış. Özet görüntülerle başlamak için hiç geç değil!',
      },
      {
        minPercent: 50,
        title: 'Tribünün sesi',
        description: 'Büyük anları unutmamışsın. Birkaç detay daha eklersen spor sohbetlerinin yıldızı olursun.',
      },
      {
        minPercent: 85,
        title: 'Canlı spor arşivi',
        description: 'Skorlar, yıllar, lakaplar… Hepsi aklında. Spor spikerleri senden not alabilir!',
      },
    ],
  },
  {
    type: 'personality',
    title: 'Hangi İstanbul semtisin?',
    description: 'Kadıköy’ün enerjisi mi, Balat’ın renkleri mi, Adalar’ın huzuru mu? Cevaplarına göre ruhuna en yakın semti söyleyelim.',
    topic: 'personality',
    results: [
      {
        id: 'kadikoy',
        title: 'Kadıköy',
        description: 'Özgür ruhlusun, kalabalıkta kaybolmayı değil, kalabalığa renk katmayı seversin. Sahaflar, küçük konser mekânları ve Moda sahilinde uzun sohbetler tam sana göre. Arkadaşların seni biraz asi ama çok sıcak bulur.',
      },
      {
        id: 'balat',
        title: 'Balat',
        description: 'Eski olan her şeyde bir hikâye görürsün. Renkli cumbalı evler, bitpazarından çıkan plaklar ve yokuşlarda fotoğraf çekmek seni mutlu eder. Romantik ve biraz nostaljik bir ruhun var.',
      },
      {
        id: 'nisantasi',
        title: 'Nişantaşı',
        description: 'Zevkine güvenirsin ve detaylara önem verirsin. İyi kesimli bir ceket, yeni açılan bir restoran ya da bir tasarım sergisi senin için günün en güzel planıdır. İddialısın ama tarzın hep yerli yerinde.',
      },
      {
        id: 'adalar',
        title: 'Adalar',
        description: 'Şehrin gürültüsünden uzaklaşmayı bilirsin. Vapur yolculuğu, bisiklet turu ve çam kokusu senin terapin. Sakinliğin çevrene de iyi gelir.',
      },
    ],
    preQuestions: [],
    questions: [
      {
        question: 'Cumartesi sabahı seni nerede buluruz?',
        answers: [
          { text: 'Sahafta kitap karıştırırken', weights: { kadikoy: 2 } },
          { text: 'Tarihi bir sokakta fotoğraf çekerken', weights: { balat: 2 } },
          { text: 'Yeni açılan bir kafede brunch’ta', weights: { nisantasi: 2 } },
          { text: 'Vapurda, simit ve çayla', weights: { adalar: 2, kadikoy: 1 } },
        ],
      },
      {
        question: 'Evinin dekorasyonunu nasıl tarif edersin?',
        answers: [
          { text: 'Plaklar, posterler ve bolca bitki', weights: { kadikoy: 2 } },
          { text: 'Bitpazarından topladığım eski eşyalar', weights: { balat: 2 } },
          { text: 'Minimal, her şey yerli yerinde', weights: { nisantasi: 2 } },
          { text: 'Beyaz perdeler, bahçeye açılan pencereler', weights: { adalar: 2 } },
        ],
      },
      {
        question: 'Akşam için planın ne?',
        answers: [
          { text: 'Küçük bir mekânda canlı müzik', weights: { kadikoy: 2 } },
          { text: 'Eski bir meyhanede fasıl', weights: { balat: 2, kadikoy: 1 } },
          { text: 'Şık bir restoranda rezervasyon', weights: { nisantasi: 2 } },
          { text: 'Gün batımında sahilde yürüyüş', weights: { adalar: 2 } },
        ],
      },
      {
        question: 'Dolabındaki vazgeçilmez parça hangisi?',
        answers: [
          { text: 'Konser tişörtü ve rahat spor ayakkabı', weights: { kadikoy: 2 } },
          { text: 'Vintage bir ceket', weights: { balat: 2 } },
          { text: 'İyi kesimli bir trençkot', weights: { nisantasi: 2 } },
          { text: 'Keten gömlek ve espadril', weights: { adalar: 2 } },
        ],
      },
      {
        question: 'Hayalindeki tatil nasıl?',
        answers: [
          { text: 'Avrupa’da festival festival gezmek', weights: { kadikoy: 2 } },
          { text: 'Mardin’de ya da Safranbolu’da tarihi bir konakta kalmak', weights: { balat: 2 } },
          { text: 'Milano’da tasarım haftası', weights: { nisantasi: 2 } },
          { text: 'Bozcaada’da telefonu kapattığım bir hafta', weights: { adalar: 2, balat: 1 } },
        ],
      },
      {
        question: 'Trafikte sıkıştın. Ne yaparsın?',
        answers: [
          { text: 'İnip yürürüm, zaten her yere yürüyerek giderim', weights: { kadikoy: 2 } },
          { text: 'Camdan eski binaları seyre dalarım', weights: { balat: 2 } },
          { text: 'Toplantıya geç kalmamak için alternatif rotalara bakarım', weights: { nisantasi: 2 } },
          { text: 'Hiç sıkışmam, vapur ve bisikletle yaşıyorum', weights: { adalar: 2 } },
        ],
      },
      {
        question: 'Arkadaşların seni tek cümleyle nasıl anlatır?',
        answers: [
          { text: 'Asi ama çok sıcak', weights: { kadikoy: 2 } },
          { text: 'Romantik ve biraz nostaljik', weights: { balat: 2 } },
          { text: 'Zevk sahibi ve iddialı', weights: { nisantasi: 2 } },
          { text: 'Sakin, kafası rahat', weights: { adalar: 2 } },
        ],
      },
    ],
  },
  {
    type: 'personality',
    title: 'Stresle başa çıkma tarzın ne?',
    description: 'Zor günlerde kimimiz liste yapar, kimimiz koşuya çıkar. Kendini tanımak için kısa bir test; tanı değil, farkındalık amaçlı.',
    topic: 'psychology',
    results: [
      {
        id: 'planlayici',
        title: 'Planlayıcı',
        description: 'Stres geldiğinde kontrolü ele alırsın: liste yapar, önceliklendirir, adım adım ilerlersin. Psikologlar buna soruna odaklı başa çıkma der ve çoğu durumda çok işe yarar. Yalnızca her şeyin kontrol edilemeyeceğini kabul etmek sana biraz nefes aldırabilir.',
      },
      {
        id: 'paylasimci',
        title: 'Paylaşımcı',
        description: 'Derdini anlatınca hafiflersin. Sosyal destek, stresle başa çıkmanın en güçlü yollarından biri ve sen bunu içgüdüsel olarak biliyorsun. Dinlendiğin kadar dinlemeyi de ihmal etmediğin sürece çevrenin de sığınağısın.',
      },
      {
        id: 'sessiz-sarj',
        title: 'Sessizlikte şarj olan',
        description: 'Yoğun anlarda kendi kabuğuna çekilip pilini doldurursun. Bu kaçış değil, duygularını sindirmenin senin yöntemin. Yalnız kalma ihtiyacını sevdiklerine açıkça söylemen yanlış anlaşılmaları önler.',
      },
      {
        id: 'hareketli',
        title: 'Enerjisini hareketle atan',
        description: 'Gerginliği bedeninle atarsın: yürüyüş, koşu, dans ya da sadece açık hava. Düzenli hareketin stres hormonlarını dengelediği biliniyor, yani doğru yoldasın. Arada bir durup neyin seni bu kadar gerdiğine bakmayı da unutma.',
      },
    ],
    preQuestions: [],
    questions: [
      {
        question: 'Yoğun bir haftanın ortasındasın ve işler üst üste bindi. İlk ne yaparsın?',
        answers: [
          { text: 'Bir liste yapıp önceliklendiririm', weights: { planlayici: 2 } },
          { text: 'Bir arkadaşımı arayıp anlatırım', weights: { paylasimci: 2 } },
          { text: 'Kulaklığımı takıp kendi dünyama çekilirim', weights: { 'sessiz-sarj': 2 } },
          { text: 'Yürüyüşe çıkar ya da spora giderim', weights: { hareketli: 2 } },
        ],
      },
      {
        question: 'Gece uyuyamıyorsan sebebi genelde nedir?',
        answers: [
          { text: 'Yarının planını kafamda tekrar tekrar kurmak', weights: { planlayici: 2 } },
          { text: 'Gün içinde kimseye anlatamadığım şeyler', weights: { paylasimci: 2 } },
          { text: 'Gecenin sessizliğini bırakmak istememek', weights: { 'sessiz-sarj': 2 } },
          { text: 'Bütün gün oturup enerjimi atamamış olmak', weights: { hareketli: 2 } },
        ],
      },
      {
        question: 'Bir tartışmadan sonra kendini nasıl toparlarsın?',
        answers: [
          { text: 'Neyin yanlış gittiğini düşünüp çözüm ararım', weights: { planlayici: 2 } },
          { text: 'Karşımdakiyle hemen konuşup konuyu kapatırım', weights: { paylasimci: 2 } },
          { text: 'Bir süre yalnız kalıp duygularımı sindiririm', weights: { 'sessiz-sarj': 2 } },
          { text: 'Koşuya çıkıp öfkemi terle atarım', weights: { hareketli: 2 } },
        ],
      },
      {
        question: 'Tatil planı yapma sırası sende. Ne yaparsın?',
        answers: [
          { text: 'Saat saat program çıkarırım', weights: { planlayici: 2 } },
          { text: 'Kalabalık bir arkadaş grubu toplarım', weights: { paylasimci: 2 } },
          { text: 'Kimsenin olmadığı bir dağ evi ararım', weights: { 'sessiz-sarj': 2 } },
          { text: 'Trekking, dalış, bisiklet… ne varsa eklerim', weights: { hareketli: 2, planlayici: 1 } },
        ],
      },
      {
        question: 'Stresliyken en çok neye ihtiyaç duyarsın?',
        answers: [
          { text: 'Kontrolün bende olduğunu hissetmeye', weights: { planlayici: 2 } },
          { text: 'Anlaşıldığımı hissetmeye', weights: { paylasimci: 2 } },
          { text: 'Biraz sessizliğe', weights: { 'sessiz-sarj': 2 } },
          { text: 'Temiz havaya ve derin bir nefese', weights: { hareketli: 2, 'sessiz-sarj': 1 } },
        ],
      },
      {
        question: 'Telefonunda en çok hangi uygulamayı açarsın?',
        answers: [
          { text: 'Takvim ve notlar', weights: { planlayici: 2 } },
          { text: 'Mesajlaşma uygulaması', weights: { paylasimci: 2 } },
          { text: 'Müzik ya da e-kitap', weights: { 'sessiz-sarj': 2 } },
          { text: 'Adımsayar', weights: { hareketli: 2 } },
        ],
      },
      {
        question: 'Zor bir dönemi atlattığında kendini nasıl ödüllendirirsin?',
        answers: [
          { text: 'Bir sonraki hedefimi belirlerim', weights: { planlayici: 2 } },
          { text: 'Sevdiklerimle kutlarım', weights: { paylasimci: 2 } },
          { text: 'Bütün gün battaniyenin altında film izlerim', weights: { 'sessiz-sarj': 2 } },
          { text: 'Yeni bir spora başlarım', weights: { hareketli: 2 } },
        ],
      },
    ],
  },
  {
    type: 'personality',
    title: 'Sevgi dilin hangisi? İlişkinde seni en çok ne mutlu ediyor?',
    description: 'Bir iltifat mı, birlikte geçen zaman mı, yoksa sıkı bir sarılma mı? Beş sevgi dilinden hangisini konuştuğunu bul.',
    topic: 'relationships',
    results: [
      {
        id: 'onay-sozleri',
        title: 'Onay sözleri',
        description: 'Senin için sevgi, söze dökülünce gerçek olur. “Seninle gurur duyuyorum” ya da “İyi ki varsın” gibi cümleler gününü aydınlatır. Aynı şekilde kırıcı sözler de seni herkesten çok yaralar.',
      },
      {
        id: 'nitelikli-zaman',
        title: 'Nitelikli zaman',
        description: 'Telefonların kapalı olduğu, tüm dikkatin sana verildiği anlar senin için her şeyden değerli. Birlikte yapılan sıradan bir yürüyüş bile sana sevildiğini hissettirir. Dikkati dağınık bir partner ise seni en çok üzen şeydir.',
      },
      {
        id: 'hediye',
        title: 'Hediyeler',
        description: 'Mesele pahalı hediyeler değil, aklına geldiğin için alınan küçük şeyler. Bir çikolata ya da yolda görülüp alınmış bir kartpostal sana “Seni düşündüm” der. Özel günlerin unutulması ise seni içten içe kırar.',
      },
      {
        id: 'hizmet',
        title: 'Hizmet davranışları',
        description: 'Sevgiyi laftan çok davranışta görürsün. Yorgun olduğun gün bulaşığı yıkayan ya da işini kolaylaştıran biri kalbini kazanır. Söz verip yapılmayan işler ise seni en çok hayal kırıklığına uğratır.',
      },
      {
        id: 'fiziksel-temas',
        title: 'Fiziksel temas',
        description: 'Bir el tutuş, kapıda sıkı bir sarılma ya da film izlerken omza yaslanmak sana güven verir. Dokunmak senin için en doğal iletişim yolu. Uzun süreli mesafe ise seni en çok yoran durumdur.',
      },
    ],
    preQuestions: [],
    questions: [
      {
        question: 'Partnerinin hangi jesti gününü güzelleştirir?',
        answers: [
          { text: '“Seninle gurur duyuyorum” demesi', weights: { 'onay-sozleri': 2 } },
          { text: 'Telefonu bırakıp bütün akşamı bana ayırması', weights: { 'nitelikli-zaman': 2 } },
          { text: 'Yolda görüp aklına geldiğim için aldığı küçük bir şey', weights: { hediye: 2 } },
          { text: 'Ben yorgunken akşam yemeğini hazırlaması', weights: { hizmet: 2 } },
          { text: 'Kapıdan girer girmez sarılması', weights: { 'fiziksel-temas': 2 } },
        ],
      },
      {
        question: 'Doğum gününde seni en çok ne mutlu eder?',
        answers: [
          { text: 'Uzun ve içten bir mektup', weights: { 'onay-sozleri': 2 } },
          { text: 'Sadece ikimizin olduğu bir gün', weights: { 'nitelikli-zaman': 2 } },
          { text: 'Özenle seçilmiş bir sürpriz paket', weights: { hediye: 2 } },
          { text: 'Bütün organizasyonu onun üstlenmesi', weights: { hizmet: 2 } },
          { text: 'Kucak kucağa film izlediğimiz bir akşam', weights: { 'fiziksel-temas': 2, 'nitelikli-zaman': 1 } },
        ],
      },
      {
        question: 'Tartıştıktan sonra barışmanın en iyi yolu hangisi?',
        answers: [
          { text: 'Açık açık “Özür dilerim” demek', weights: { 'onay-sozleri': 2 } },
          { text: 'Oturup sakin sakin konuşmak', weights: { 'nitelikli-zaman': 2, 'onay-sozleri': 1 } },
          { text: 'En sevdiğim tatlıyla kapıda belirmek', weights: { hediye: 2 } },
          { text: 'Söz verdiği işi sessizce halletmek', weights: { hizmet: 2 } },
          { text: 'Sıkıca sarılmak', weights: { 'fiziksel-temas': 2 } },
        ],
      },
      {
        question: 'Seni en çok ne kırar?',
        answers: [
          { text: 'Soğuk ya da eleştirel sözler', weights: { 'onay-sozleri': 2 } },
          { text: 'Birlikteyken sürekli telefona bakılması', weights: { 'nitelikli-zaman': 2 } },
          { text: 'Önemli bir günün unutulması', weights: { hediye: 2 } },
          { text: 'Söz verilip yapılmayan işler', weights: { hizmet: 2 } },
          { text: 'Günlerce dokunulmaması, mesafe', weights: { 'fiziksel-temas': 2 } },
        ],
      },
      {
        question: 'Uzak mesafe ilişkisinde en çok neyi özlerdin?',
        answers: [
          { text: 'Her gün duyduğum güzel sözleri', weights: { 'onay-sozleri': 2 } },
          { text: 'Birlikte geçen sıradan akşamları', weights: { 'nitelikli-zaman': 2 } },
          { text: 'Kapıya gelen sürpriz kargoları', weights: { hediye: 2 } },
          { text: 'Birbirimizin işini kolaylaştırmayı', weights: { hizmet: 2 } },
          { text: 'Elini tutmayı', weights: { 'fiziksel-temas': 2 } },
        ],
      },
      {
        question: 'Sen sevgini nasıl gösterirsin?',
        answers: [
          { text: 'Ne kadar değerli olduğunu söylerim', weights: { 'onay-sozleri': 2 } },
          { text: 'Takvimimde ona özel zaman açarım', weights: { 'nitelikli-zaman': 2 } },
          { text: 'Aklıma geldiğinde küçük bir şey alırım', weights: { hediye: 2 } },
          { text: 'Derdine çare olur, işini hallederim', weights: { hizmet: 2 } },
          { text: 'Sarılır, elini tutarım', weights: { 'fiziksel-temas': 2 } },
        ],
      },
      {
        question: 'Hayalindeki pazar sabahı hangisi?',
        answers: [
          { text: 'Uyanır uyanmaz gelen “İyi ki varsın” mesajı', weights: { 'onay-sozleri': 2 } },
          { text: 'Telefonlar kapalı, uzun bir yürüyüş', weights: { 'nitelikli-zaman': 2 } },
          { text: 'Pazar yerinden bana çiçek alması', weights: { hediye: 2 } },
          { text: 'Onun hazırladığı serpme kahvaltı', weights: { hizmet: 2 } },
          { text: 'Sarılarak geç uyanmak', weights: { 'fiziksel-temas': 2 } },
        ],
      },
    ],
  },
  {
    type: 'personality',
    title: 'Hangi kahvaltılıksın? Sofradaki ruh eşini bul',
    description: 'Hızlı bir simit mi, uzun bir menemen sofrası mı? Kahvaltı alışkanlıkların kişiliğin hakkında çok şey söylüyor.',
    topic: 'food',
    results: [
      {
        id: 'simit',
        title: 'Susamlı simit',
        description: 'Pratik, hızlı ve hep yoldasın. Vapur iskelesinde bir simit ve karton bardakta çay sana yeter, çünkü günün seni bekliyor. Sade görünürsün ama herkesin vazgeçemediği kişilerdensin.',
      },
      {
        id: 'menemen',
        title: 'Menemen',
        description: 'Sıcakkanlı, neşeli ve biraz gürültülüsün. Kalabalık sofralarda ekmeği tavaya banarken sohbetin de ortasındasın. Soğanlı mı soğansız mı tartışmasına da seve seve girersin!',
      },
      {
        id: 'bal-kaymak',
        title: 'Bal kaymak',
        description: 'Tatlı dilli ve romantiksin, hayatın keyifli anlarını uzatmayı seversin. Boğaz manzaralı uzun kahvaltılar tam sana göre. Acele etmezsin, çünkü güzel şeylerin tadı yavaşlıkta çıkar.',
      },
      {
        id: 'gozleme',
        title: 'Sacda gözleme',
        description: 'Emektar, üretken ve köklerine bağlısın. Ev yapımı peynir, tereyağı ve sac başında sohbet senin için mutluluğun tarifi. Her işe yetişir, herkese kucak açarsın.',
      },
    ],
    preQuestions: [],
    questions: [
      {
        question: 'Hafta sonu kaçta uyanırsın?',
        answers: [
          { text: 'Hafta sonu da erkenciyim, yedide ayaktayım', weights: { gozleme: 2 } },
          { text: 'Dokuz gibi, güne hızlı başlarım', weights: { simit: 2 } },
          { text: 'Öğleye doğru, acele yok', weights: { 'bal-kaymak': 2 } },
          { text: 'Kahvaltıya kim ne zaman kalkarsa', weights: { menemen: 2 } },
        ],
      },
      {
        question: 'Çayın nasıl olsun?',
        answers: [
          { text: 'Tavşan kanı, ince belli bardakta', weights: { menemen: 2 } },
          { text: 'Karton bardakta, yolda içerim', weights: { simit: 2 } },
          { text: 'Açık ve şekerli', weights: { 'bal-kaymak': 2 } },
          { text: 'Semaverden, demli', weights: { gozleme: 2, menemen: 1 } },
        ],
      },
      {
        question: 'Menemen soğanlı mı olur, soğansız mı?',
        answers: [
          { text: 'Soğanlı, tartışmaya kapalı!', weights: { menemen: 2 } },
          { text: 'Soğansız, ama tartışmaya açığım', weights: { menemen: 1, 'bal-kaymak': 1 } },
          { text: 'Bu tartışmaya girmem, simidimi alır geçerim', weights: { simit: 2 } },
          { text: 'Ben tatlı kahvaltıcıyım, bana bal kaymak', weights: { 'bal-kaymak': 2 } },
          { text: 'Köyde nasıl yapılıyorsa öyle', weights: { gozleme: 2 } },
        ],
      },
      {
        question: 'İdeal kahvaltı mekânın neresi?',
        answers: [
          { text: 'Vapur iskelesi', weights: { simit: 2 } },
          { text: 'Kalabalık bir aile sofrası', weights: { menemen: 2 } },
          { text: 'Boğaz manzaralı bir kafe', weights: { 'bal-kaymak': 2 } },
          { text: 'Yayla evi, sac başı', weights: { gozleme: 2 } },
        ],
      },
      {
        question: 'Arkadaşların seni nasıl anlatır?',
        answers: [
          { text: 'Pratik, hep bir yere yetişiyor', weights: { simit: 2 } },
          { text: 'Neşeli ve biraz gürültülü', weights: { menemen: 2 } },
          { text: 'Tatlı dilli ve romantik', weights: { 'bal-kaymak': 2 } },
          { text: 'Emektar, her işe koşan', weights: { gozleme: 2 } },
        ],
      },
      {
        question: 'Kahvaltıda olmazsa olmazın ne?',
        answers: [
          { text: 'Çıtır, susamlı bir şey', weights: { simit: 2 } },
          { text: 'Ekmek banacak bir tava', weights: { menemen: 2 } },
          { text: 'Tatlı bir şey', weights: { 'bal-kaymak': 2 } },
          { text: 'Ev yapımı peynir ve tereyağı', weights: { gozleme: 2 } },
        ],
      },
      {
        question: 'Pazar kahvaltısı ne kadar sürer?',
        answers: [
          { text: 'On beş dakika, sonra dışarı', weights: { simit: 2 } },
          { text: 'En az iki saat', weights: { menemen: 2, 'bal-kaymak': 1 } },
          { text: 'Öğle yemeğiyle birleşir', weights: { 'bal-kaymak': 2 } },
          { text: 'Hazırlığı bir saat, yemesi yirmi dakika', weights: { gozleme: 2 } },
        ],
      },
    ],
  },
  {
    type: 'personality',
    title: 'Ruhunda hangi element var: ateş, toprak, hava mı su mu?',
    description: 'Burcun ne olursa olsun, karakterin hangi elemente yakın? Yedi soruda ruhunun elementini bulalım.',
    topic: 'astrology',
    results: [
      {
        id: 'ates',
        title: 'Ateş',
        description: 'Tutkulu, cesur ve heyecan doluyorsun; Koç, Aslan ve Yay’ın enerjisini taşıyorsun. Bir işe başlamak için kimsenin onayını beklemez, çevreni de peşinden sürüklersin. Sabırsızlığını biraz dizginlersen durdurulamazsın.',
      },
      {
        id: 'toprak',
        title: 'Toprak',
        description: 'Ayakların yere sağlam basıyor; Boğa, Başak ve Oğlak gibi pratik ve güvenilirsin. Plan yapar, sözünü tutar, emeğinin karşılığını sabırla beklersin. Arada bir plansız bir macera da sana iyi gelir.',
      },
      {
        id: 'hava',
        title: 'Hava',
        description: 'Meraklı, konuşkan ve fikir dolusun; İkizler, Terazi ve Kova gibi zihnin hep hareket hâlinde. Yeni insanlar ve yeni fikirler seni besler. Tekdüzelik ise en büyük düşmanın.',
      },
      {
        id: 'su',
        title: 'Su',
        description: 'Duyguların derin, sezgilerin güçlü; Yengeç, Akrep ve Balık’ın hassasiyetini taşıyorsun. İnsanların söylemediklerini bile hissedersin. Kendine de başkalarına gösterdiğin şefkati göstermeyi unutma.',
      },
    ],
    preQuestions: [],
    questions: [
      {
        question: 'Yeni bir işe başlarken nasıl davranırsın?',
        answers: [
          { text: 'Hemen dalarım, gerisini yolda düşünürüm', weights: { ates: 2 } },
          { text: 'Önce sağlam bir plan yaparım', weights: { toprak: 2 } },
          { text: 'Herkesle beyin fırtınası yaparım', weights: { hava: 2 } },
          { text: 'İçimden gelip gelmediğine bakarım', weights: { su: 2 } },
        ],
      },
      {
        question: 'Tatilde en çok nerede mutlusun?',
        answers: [
          { text: 'Güneşin altında, bir festival alanında', weights: { ates: 2 } },
          { text: 'Dağ evinde, doğanın içinde', weights: { toprak: 2 } },
          { text: 'Yeni bir şehirde, sokak sokak gezerken', weights: { hava: 2 } },
          { text: 'Deniz kenarında, dalgaları dinlerken', weights: { su: 2 } },
        ],
      },
      {
        question: 'Bir arkadaşın dertli. Ne yaparsın?',
        answers: [
          { text: 'Kaldırıp dışarı çıkarırım, moral lazım', weights: { ates: 2 } },
          { text: 'Somut çözüm önerilerimi sıralarım', weights: { toprak: 2 } },
          { text: 'Olaya başka açılardan bakmasını sağlarım', weights: { hava: 2 } },
          { text: 'Saatlerce dinler, onunla birlikte hissederim', weights: { su: 2 } },
        ],
      },
      {
        question: 'Kararlarını neye göre verirsin?',
        answers: [
          { text: 'Heyecanıma', weights: { ates: 2 } },
          { text: 'Mantığa ve bütçeye', weights: { toprak: 2 } },
          { text: 'Merakıma', weights: { hava: 2, ates: 1 } },
          { text: 'Sezgilerime', weights: { su: 2 } },
        ],
      },
      {
        question: 'Seni en çok ne sıkar?',
        answers: [
          { text: 'Beklemek', weights: { ates: 2 } },
          { text: 'Dağınıklık ve belirsizlik', weights: { toprak: 2 } },
          { text: 'Tekdüzelik', weights: { hava: 2 } },
          { text: 'Duyarsız insanlar', weights: { su: 2 } },
        ],
      },
      {
        question: 'Bir partide seni nerede buluruz?',
        answers: [
          { text: 'Dans pistinin tam ortasında', weights: { ates: 2 } },
          { text: 'Mutfakta, herkesin tabağı dolu mu diye bakarken', weights: { toprak: 2, su: 1 } },
          { text: 'Her gruba uğrayıp sohbet ederken', weights: { hava: 2 } },
          { text: 'Balkonda, tek bir kişiyle derin bir sohbette', weights: { su: 2 } },
        ],
      },
      {
        question: 'Hangi söz sana daha yakın?',
        answers: [
          { text: 'Korkak bezirgân ne kâr eder ne zarar.', weights: { ates: 2 } },
          { text: 'Damlaya damlaya göl olur.', weights: { toprak: 2 } },
          { text: 'Çok gezen mi bilir, çok okuyan mı?', weights: { hava: 2 } },
          { text: 'Gönül ne kahve ister ne kahvehane, gönül sohbet ister kahve bahane.', weights: { su: 2 } },
        ],
      },
    ],
  },
  {
    type: 'personality',
    title: 'Anket: Nasıl bir çaycısın?',
    description: 'Günde kaç bardak, demli mi açık mı? Çay alışkanlıklarını anlat, hangi tip çay tiryakisi olduğunu öğren.',
    topic: 'survey',
    results: [
      {
        id: 'koyu-demli',
        title: 'Koyu demli klasikçi',
        description: 'Senin için çay bir içecek değil, bir yaşam biçimi. Demlik ocaktan inmez, bardak boş kalmaz. Sohbetin de çayın gibi koyu ve uzun soluklu.',
      },
      {
        id: 'tavsan-kani',
        title: 'Tavşan kanı dengeci',
        description: 'Ne açık ne koyu, tam kıvamında seversin. Hayatta da dengeyi bulmakta ustasın. Simitle, vapurla, dostlarla içilen çay senin keyif ritüelin.',
      },
      {
        id: 'bitki-cayi',
        title: 'Bitki çayı sakinliği',
        description: 'Ihlamur, adaçayı, papatya… Fincanın hep huzur kokar. Kendine iyi bakmayı bilir, akşam kafeinini dikkatle sınırlarsın.',
      },
      {
        id: 'kahveci',
        title: 'Aslında kahveci',
        description: 'Çaya saygın var ama kalbin kahveden yana. Sabah filtre kahven olmadan güne başlamazsın. Çay teklifine kibarca “Ben kahve alayım” demek senin imzan.',
      },
    ],
    preQuestions: [
      {
        question: 'Kaç yaşındasın?',
        answers: ['18’den küçük', '18–24', '25–34', '35–44', '45 ve üzeri'],
      },
    ],
    questions: [
      {
        question: 'Günde kaç bardak çay içiyorsun?',
        answers: [
          { text: 'Saymayı çoktan bıraktım', weights: { 'koyu-demli': 2 } },
          { text: 'Dört beş bardak, ölçülü', weights: { 'tavsan-kani': 2 } },
          { text: 'Bir iki fincan bitki çayı', weights: { 'bitki-cayi': 2 } },
          { text: 'Çay mı? Ben kahve içiyorum', weights: { kahveci: 2 } },
        ],
      },
      {
        question: 'Sabah ilk içtiğin şey ne?',
        answers: [
          { text: 'Demlikteki ilk çay', weights: { 'koyu-demli': 2, 'tavsan-kani': 1 } },
          { text: 'Kahvaltıyla birlikte açık bir çay', weights: { 'tavsan-kani': 2 } },
          { text: 'Ilık su ve ıhlamur', weights: { 'bitki-cayi': 2 } },
          { text: 'Filtre kahve', weights: { kahveci: 2 } },
        ],
      },
      {
        question: 'Çayı nasıl demlersin?',
        answers: [
          { text: 'Çaydanlıkta en az yarım saat', weights: { 'koyu-demli': 2 } },
          { text: 'On beş dakika, ne eksik ne fazla', weights: { 'tavsan-kani': 2 } },
          { text: 'Poşet çay yeter, uğraşamam', weights: { kahveci: 1, 'bitki-cayi': 1 } },
          { text: 'Kurutulmuş adaçayı ya da papatya demlerim', weights: { 'bitki-cayi': 2 } },
        ],
      },
      {
        question: 'Çayın yanına ne istersin?',
        answers: [
          { text: 'Simit ya da poğaça', weights: { 'tavsan-kani': 2 } },
          { text: 'Hiçbir şey, çay kendi başına yeter', weights: { 'koyu-demli': 2 } },
          { text: 'Bir dilim limon, bir kaşık bal', weights: { 'bitki-cayi': 2 } },
          { text: 'Çikolata, ama kahvenin yanında', weights: { kahveci: 2 } },
        ],
      },
      {
        question: 'Çayın en güzel içildiği yer neresi?',
        answers: [
          { text: 'Kahvehanede, okey masasında', weights: { 'koyu-demli': 2 } },
          { text: 'Vapurda, martılara simit atarken', weights: { 'tavsan-kani': 2 } },
          { text: 'Pencere kenarında, kitap okurken', weights: { 'bitki-cayi': 2 } },
          { text: 'Ofiste, iki toplantı arasında', weights: { kahveci: 1, 'koyu-demli': 1 } },
        ],
      },
      {
        question: 'Gece onda biri çay teklif etse?',
        answers: [
          { text: 'Tabii, hemen demleyelim', weights: { 'koyu-demli': 2 } },
          { text: 'Bir bardak içerim, açık olsun', weights: { 'tavsan-kani': 2 } },
          { text: 'Kafeinsiz bir şey varsa olur', weights: { 'bitki-cayi': 2 } },
          { text: 'Ben kahve alayım, sorun olmaz', weights: { kahveci: 2 } },
        ],
      },
    ],
  },
];
